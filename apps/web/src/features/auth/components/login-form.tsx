import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type * as z from 'zod/mini';
import { loginRequestSchema, type LoginRequest } from '@salespulse/contract/auth';
import { ApiError } from '@/shared/api/http';
import { useTranslation } from '@/shared/i18n/use-translation';
import { clearSession } from '@/shared/session/clear-session';
import { Button, buttonClassName } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { FormError } from '@/shared/ui/form-error';
import { TextField } from '@/shared/ui/text-field';
import { useLogin } from '../api/login';
import { apiErrorDescription } from '../lib/report-form-error';
import { previousPath } from '@/shared/lib/previous-path';

type LoginFormValues = z.input<typeof loginRequestSchema>;

export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const from = previousPath(location);
  const loginMutation = useLogin();
  const [serverError, setServerError] = useState<string>();

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  // Whoever opens the login screen starts from a clean slate (spec: opening it clears the session).
  useEffect(() => {
    clearSession();
  }, []);

  const onSubmit = handleSubmit((credentials) => {
    setServerError(undefined);
    loginMutation.mutate(credentials, {
      onSuccess: () => navigate(from ?? '/', { replace: true }),
      onError: (error) => {
        // Only answers from the server are shown; anything else is a bug or a lost connection.
        if (error instanceof ApiError) setServerError(apiErrorDescription(error) ?? t('errors.generic'));
        else console.error(error);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormError message={serverError} />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        placeholder={t('placeholders.email')}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Checkbox label={t('fields.rememberMe')} {...register('rememberMe')} />
        <Link
          to="/auth/reset-password"
          className="rounded-sm text-sm font-medium text-accent-text hover:underline underline-offset-4"
        >
          {t('login.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" fullWidth status={loginMutation.isPending ? 'pending' : 'idle'}>
        {t('login.submit')}
      </Button>
      <div className="flex flex-col gap-3 border-t border-basic-border pt-5">
        <p className="text-center text-sm text-txt-secondary">{t('login.noAccount')}</p>
        <Link
          to="/auth/registration"
          state={{ from }}
          className={buttonClassName({ variant: 'secondary', fullWidth: true })}
        >
          {t('login.registration')}
        </Link>
      </div>
    </form>
  );
}
