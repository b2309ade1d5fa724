import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type * as z from 'zod/mini';
import { resetPasswordRequestSchema, type ResetPasswordRequest } from '@salespulse/contract/users';
import { ApiError } from '@/shared/api/http';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { apiErrorDescription } from '../lib/report-form-error';

type ResetPasswordFormValues = z.input<typeof resetPasswordRequestSchema>;

export type EmailSentState = { email: string };

export function ResetPasswordForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const recovery = useRequestPasswordReset();

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordFormValues, unknown, ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((body) => {
    recovery.mutate(body, {
      onSuccess: () => navigate(paths.emailSent, { state: { email: body.email } satisfies EmailSentState }),
      onError: (error) => {
        if (!(error instanceof ApiError)) console.error(error);
        const description = error instanceof ApiError ? apiErrorDescription(error) : undefined;
        setError('email', { type: 'server', message: description ?? t('errors.genericLower') }, { shouldFocus: true });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        placeholder={t('placeholders.email')}
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="mt-1 flex gap-3 xs:flex-col-reverse">
        <Button variant="secondary" className="flex-1" onClick={() => navigate(paths.login)}>
          {t('recovery.goBack')}
        </Button>
        <Button type="submit" className="flex-1" status={recovery.status}>
          {t('recovery.submit')}
        </Button>
      </div>
    </form>
  );
}
