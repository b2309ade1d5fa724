import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type * as z from 'zod/mini';
import { TOAST_AUTO_CLOSE_MS } from '@salespulse/contract/constants';
import { newPasswordFormSchema, type NewPasswordForm as NewPasswordFormData } from '@salespulse/contract/users';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { useResetPassword } from '../api/reset-password';
import { reportFormError } from '../lib/report-form-error';

type NewPasswordFormValues = z.input<typeof newPasswordFormSchema>;

// A violation on the token has no field here; it still reaches the user as a toast.
const serverFields = { password: 'password' } as const;

export function NewPasswordForm({ resetPasswordToken }: { resetPasswordToken: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reset = useResetPassword();

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPasswordFormValues, unknown, NewPasswordFormData>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', repeatPassword: '' },
  });

  const onSubmit = handleSubmit(({ password }) => {
    const toastId = toast.loading(t('newPassword.pending'));
    reset.mutate(
      { resetPasswordToken, password },
      {
        onSuccess: () => {
          // A new toast rather than an update of the pending one: the toast library loads on demand
          // (toast-host.tsx), so on a freshly opened reset link the pending toast can still be
          // queued when the answer comes. An update reaches only toasts on screen and was lost, and
          // the queued pending toast stayed on the login page; dismiss and a new toast also work on
          // queued ones.
          toast.dismiss(toastId);
          toast.success(t('newPassword.success'), { autoClose: TOAST_AUTO_CLOSE_MS });
          navigate(paths.login, { replace: true });
        },
        onError: (error) => {
          toast.dismiss(toastId);
          reportFormError(error, { setError, fields: serverFields, genericMessage: t('errors.generic') });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('fields.repeatNewPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.repeatPassword?.message}
        {...register('repeatPassword')}
      />
      <Button type="submit" fullWidth className="mt-1" status={reset.status}>
        {t('newPassword.submit')}
      </Button>
    </form>
  );
}
