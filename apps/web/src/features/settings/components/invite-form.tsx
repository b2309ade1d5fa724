import { zodResolver } from '@hookform/resolvers/zod';
import { invitationFormSchema } from '@salespulse/contract/invitations';
import { hasPermission, roles, type Role } from '@salespulse/contract/permissions';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type * as z from 'zod/mini';
import { useTranslation } from '@/shared/i18n/use-translation';
import { reportViolations } from '@/shared/lib/report-violations';
import { useSessionStore } from '@/shared/stores/session-store';
import { Button } from '@/shared/ui/button';
import { SectionCard } from '@/shared/ui/section-card';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { useCreateInvitation } from '../api/create-invitation';

// The project comes from the session, not from the form.
type InviteFormValues = z.input<typeof invitationFormSchema>;
type InviteFormData = z.output<typeof invitationFormSchema>;

const serverFields = { email: 'email', role: 'role' } as const;

export function InviteForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation('settings');
  const myRole = useSessionStore((state) => state.role);
  // Only an owner may make someone an owner (the server refuses it otherwise).
  const offered = roles.filter((role) => role !== 'OWNER' || hasPermission(myRole, 'user.roleEdit'));
  const invite = useCreateInvitation(projectId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<InviteFormValues, unknown, InviteFormData>({
    resolver: zodResolver(invitationFormSchema),
    defaultValues: { email: '', role: 'REPRESENTATIVE' satisfies Role },
  });

  const onSubmit = handleSubmit((values) => {
    invite.mutate(values, {
      onSuccess: (invitation) => {
        reset({ email: '', role: values.role });
        toast.success(t('invite.sent', { email: invitation.email }));
      },
      onError: (error) => reportViolations(error, { setError, fields: serverFields, genericMessage: t('errors.generic') }),
    });
  });

  return (
    <SectionCard title={t('invite.title')} description={t('invite.description')}>
      <form noValidate onSubmit={onSubmit} className="grid grid-cols-[minmax(0,1fr)_12rem_auto] items-start gap-4 sm:grid-cols-1">
        <TextField
          label={t('invite.email')}
          type="email"
          autoComplete="off"
          placeholder={t('invite.emailPlaceholder')}
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField label={t('invite.role')} error={errors.role?.message} {...register('role')}>
          {offered.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" status={invite.status} className="mt-[1.625rem] sm:mt-0">
          {t('invite.submit')}
        </Button>
      </form>
    </SectionCard>
  );
}
