import { NAME_MAX } from '@salespulse/contract/constants';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/shared/api/http';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { switchProject } from '@/shared/session/clear-session';
import { useSessionStore } from '@/shared/stores/session-store';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { useCreateProject } from '../api/create-project';

export function CreateProjectForm() {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const creation = useCreateProject();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const blank = name.trim() === '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank) return;
    creation.mutate(name, {
      onSuccess: (project) => {
        switchProject(project.id, project.name);
        useSessionStore.getState().setRole('OWNER');
        void navigate('/settings/', { replace: true });
      },
      onError: (failure) => {
        // Spec section 5: the first violation whatever its field, else the generic text.
        const [first] = failure instanceof ApiError ? failure.violations : [];
        setError(first?.message ?? t('create.error'));
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <TextField
        label={t('create.nameLabel')}
        placeholder={t('create.namePlaceholder')}
        autoComplete="off"
        autoFocus
        maxLength={NAME_MAX}
        value={name}
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
      <div className="flex gap-3 xs:flex-col-reverse">
        <Button variant="secondary" className="flex-1" onClick={() => void navigate(paths.selectProject)}>
          {t('create.cancel')}
        </Button>
        <Button type="submit" className="flex-1" disabled={blank} status={creation.isPending ? 'pending' : 'idle'}>
          {t('create.submit')}
        </Button>
      </div>
    </form>
  );
}
