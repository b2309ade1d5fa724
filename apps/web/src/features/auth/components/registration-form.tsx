import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type * as z from 'zod/mini';
import { registrationFormSchema, type RegistrationForm as RegistrationFormData } from '@salespulse/contract/users';
import { messages } from '@salespulse/contract/validation';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { useRegisterUser } from '../api/register-user';
import { previousPath } from '@/shared/lib/previous-path';
import { paths } from '@/shared/routes/paths';
import { reportFormError } from '../lib/report-form-error';

const linkClass = 'rounded-sm font-medium text-accent-text hover:underline underline-offset-4';

type RegistrationFormValues = z.input<typeof registrationFormSchema>;

// The server names the password `plainPassword`, like this form; the repeat field is client-only.
const serverFields = { name: 'name', email: 'email', plainPassword: 'plainPassword' } as const;

export function RegistrationForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const from = previousPath(location);
  const registration = useRegisterUser();

  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<RegistrationFormValues, unknown, RegistrationFormData>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: { name: '', email: '', plainPassword: '', repeatPassword: '' },
  });

  const onSubmit = handleSubmit(({ name, email, plainPassword }) => {
    registration.mutate(
      { name, email, plainPassword },
      {
        onSuccess: () => navigate(from ?? paths.selectProject, { replace: true }),
        onError: (error) => reportFormError(error, { setError, fields: serverFields, genericMessage: t('errors.generic') }),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <TextField
        label={t('fields.name')}
        autoComplete="name"
        placeholder={t('placeholders.name')}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        placeholder={t('placeholders.email')}
        error={errors.email?.message}
        {...register('email')}
      />
      {errors.email?.message === messages.emailTaken ? (
        // The address has an account already: the ways into it, instead of a dead end.
        <p className="-mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to={paths.login} state={{ from, email: getValues('email') }} className={linkClass}>
            {t('registration.logInInstead')}
          </Link>
          <Link to={paths.resetPassword} className={linkClass}>
            {t('login.forgotPassword')}
          </Link>
        </p>
      ) : null}
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        error={errors.plainPassword?.message}
        {...register('plainPassword')}
      />
      <TextField
        label={t('fields.repeatPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.repeatPassword?.message}
        {...register('repeatPassword')}
      />
      <div className="mt-1 flex gap-3 xs:flex-col-reverse">
        <Button variant="secondary" className="flex-1" onClick={() => navigate(from ?? paths.login)}>
          {t('registration.goBack')}
        </Button>
        <Button type="submit" className="flex-1" status={registration.status}>
          {t('registration.submit')}
        </Button>
      </div>
    </form>
  );
}
