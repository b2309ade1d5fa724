import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema } from '@salespulse/contract/users';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type * as z from 'zod/mini';
import { useTranslation } from '@/shared/i18n/use-translation';
import { reportViolations } from '@/shared/lib/report-violations';
import { Button } from '@/shared/ui/button';
import { SectionCard } from '@/shared/ui/section-card';
import { TextField } from '@/shared/ui/text-field';
import { useChangePassword } from '../api/change-password';

type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

const serverFields = { oldPassword: 'oldPassword', newPassword: 'newPassword' } as const;
const empty: ChangePasswordFormValues = { oldPassword: '', newPassword: '', repeatPassword: '' };

export function ChangePasswordForm({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const change = useChangePassword(userId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordFormValues>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: empty });

  const onSubmit = handleSubmit(({ oldPassword, newPassword }) => {
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          reset(empty);
          toast.success(t('password.changed'));
        },
        onError: (error) => reportViolations(error, { setError, fields: serverFields, genericMessage: t('errors.generic') }),
      },
    );
  });

  return (
    <SectionCard title={t('password.title')} description={t('password.description')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {/* Lets password managers tie the new password to the right account. */}
        <input type="text" autoComplete="username" hidden readOnly />
        <TextField
          label={t('password.current')}
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          className="max-w-[calc(50%-0.625rem)] sm:max-w-none"
          type="password"
          {...register('oldPassword')}
        />
        <div className="grid grid-cols-2 gap-5 sm:grid-cols-1">
          <TextField
            label={t('password.new')}
            autoComplete="new-password"
            error={errors.newPassword?.message}
            type="password"
            {...register('newPassword')}
          />
          <TextField
            label={t('password.repeat')}
            autoComplete="new-password"
            error={errors.repeatPassword?.message}
            type="password"
            {...register('repeatPassword')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" status={change.status} className="xs:w-full">
            {t('password.submit')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
