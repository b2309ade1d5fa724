import { zodResolver } from '@hookform/resolvers/zod';
import { profileFormSchema, type User } from '@salespulse/contract/users';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type * as z from 'zod/mini';
import { useTranslation } from '@/shared/i18n/use-translation';
import { reportViolations } from '@/shared/lib/report-violations';
import { Button } from '@/shared/ui/button';
import { SectionCard } from '@/shared/ui/section-card';
import { TextField } from '@/shared/ui/text-field';
import { useUpdateUser } from '../api/update-user';

type ProfileFormValues = z.input<typeof profileFormSchema>;
type ProfileFormData = z.output<typeof profileFormSchema>;

const serverFields = { name: 'name', email: 'email' } as const;

export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const update = useUpdateUser(user.id);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, ProfileFormData>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: user.name, email: user.email },
  });

  const onSubmit = handleSubmit((values) => {
    // Only what changed is sent: re-sending an unchanged e-mail would be checked for uniqueness for nothing.
    const patch = {
      ...(values.name !== user.name ? { name: values.name } : {}),
      ...(values.email !== user.email ? { email: values.email } : {}),
    };
    update.mutate(patch, {
      onSuccess: (saved) => {
        reset({ name: saved.name, email: saved.email });
        toast.success(t('profile.saved'));
      },
      onError: (error) => reportViolations(error, { setError, fields: serverFields, genericMessage: t('errors.generic') }),
    });
  });

  return (
    <SectionCard title={t('profile.title')} description={t('profile.description')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <div className="grid grid-cols-2 gap-5 sm:grid-cols-1">
          <TextField label={t('profile.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
          <TextField label={t('profile.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        </div>
        <div className="flex justify-end">
          <Button type="submit" status={update.status} className="xs:w-full">
            {t('profile.save')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
