import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
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
import { paths } from '@/shared/routes/paths';

type LoginFormValues = z.input<typeof loginRequestSchema>;
type LoginField = 'email' | 'password';
type LoginErrors = Partial<Record<LoginField, string>>;

/** The contract's checks, first message per field (what the other forms show through their resolver). */
function validate(values: LoginFormValues): { data: LoginRequest; errors: LoginErrors } | { data?: undefined; errors: LoginErrors } {
  const result = loginRequestSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

// The login page keeps its JavaScript small (e2e/budget.e2e.ts): three fields do not need a form
// library, whose shared chunk grows with every feature's forms.
function emailOf(state: unknown): string {
  return state && typeof state === 'object' && 'email' in state && typeof state.email === 'string' ? state.email : '';
}

export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const from = previousPath(location);
  const loginMutation = useLogin();
  const [serverError, setServerError] = useState<string>();
  // Registration sends an address that has an account here, to log in with it.
  const [values, setValues] = useState<LoginFormValues>(() => ({ email: emailOf(location.state), password: '', rememberMe: false }));
  const [errors, setErrors] = useState<LoginErrors>({});
  // As with the other forms: checked on submit, then again on every change.
  const [submitted, setSubmitted] = useState(false);
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);

  const change = (name: keyof LoginFormValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [name]: name === 'rememberMe' ? event.target.checked : event.target.value };
    setValues(next);
    if (submitted) setErrors(validate(next).errors);
  };

  // Whoever opens the login screen starts from a clean slate (spec: opening it clears the session).
  useEffect(() => {
    clearSession();
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const { data: credentials, errors: found } = validate(values);
    setErrors(found);
    if (!credentials) {
      // Like the other forms, the first field in error takes the focus.
      (found.email ? emailField : passwordField).current?.focus();
      return;
    }
    setServerError(undefined);
    loginMutation.mutate(credentials, {
      onSuccess: () => navigate(from ?? '/', { replace: true }),
      onError: (error) => {
        // Only answers from the server are shown; anything else is a bug or a lost connection.
        if (error instanceof ApiError) setServerError(apiErrorDescription(error) ?? t('errors.generic'));
        else console.error(error);
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormError message={serverError} />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        placeholder={t('placeholders.email')}
        error={errors.email}
        ref={emailField}
        name="email"
        value={values.email}
        onChange={change('email')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password}
        ref={passwordField}
        name="password"
        value={values.password}
        onChange={change('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Checkbox label={t('fields.rememberMe')} name="rememberMe" checked={values.rememberMe ?? false} onChange={change('rememberMe')} />
        <Link to={paths.resetPassword} className="rounded-sm text-sm font-medium text-accent-text hover:underline underline-offset-4">
          {t('login.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" fullWidth status={loginMutation.isPending ? 'pending' : 'idle'}>
        {t('login.submit')}
      </Button>
      <div className="flex flex-col gap-3 border-t border-basic-border pt-5">
        <p className="text-center text-sm text-txt-secondary">{t('login.noAccount')}</p>
        <Link to={paths.registration} state={{ from }} className={buttonClassName({ variant: 'secondary', fullWidth: true })}>
          {t('login.registration')}
        </Link>
      </div>
    </form>
  );
}
