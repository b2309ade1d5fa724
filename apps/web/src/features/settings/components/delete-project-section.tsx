import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { paths } from '@/shared/routes/paths';
import { Button } from '@/shared/ui/button';
import { FormModal } from '@/shared/ui/form-modal';
import { TextField } from '@/shared/ui/text-field';
import { useDeleteProject } from '../api/delete-project';

type DeleteProjectDialogProps = { projectId: string; projectName: string; onClose: () => void };

/**
 * Deleting a project ends the work of its whole team, so the owner types its name first
 * (docs/decisions.md, "Deleting a project"): a click alone, or Enter on a focused button, cannot do it.
 */
function DeleteProjectDialog({ projectId, projectName, onClose }: DeleteProjectDialogProps) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const remove = useDeleteProject(projectId);
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === projectName.trim();

  const submit = () => {
    if (!matches || remove.isPending) return;
    remove.mutate(undefined, { onSuccess: () => void navigate(paths.projectDeleted, { replace: true }) });
  };

  return (
    <FormModal
      onClose={onClose}
      busy={remove.isPending}
      title={t('general.delete.confirmTitle', { name: projectName })}
      description={t('general.delete.confirmText')}
      width={480}
      cancelLabel={t('general.delete.cancel')}
      submitLabel={t('general.delete.confirm')}
      status={remove.status}
      submitDisabled={!matches}
      onSubmit={submit}
      error={remove.isError ? errorMessage(remove.error, t('errors.generic')) : null}
    >
      <TextField
        label={t('general.delete.typeName', { name: projectName })}
        value={typed}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setTyped(event.target.value)}
      />
    </FormModal>
  );
}

/** The owner's way out of a project (spec section 7, DELETE /projects/{id}); nobody else sees it. */
export function DeleteProjectSection({ projectId, projectName }: { projectId: string; projectName: string }) {
  const { t } = useTranslation('settings');
  const [confirming, setConfirming] = useState(false);
  return (
    <section
      aria-labelledby="delete-project-heading"
      className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-error/30 bg-basic-surface px-6 py-5 shadow-card sm:px-4"
    >
      <div className="min-w-0">
        <h2 id="delete-project-heading" className="text-base font-semibold text-txt">
          {t('general.delete.title')}
        </h2>
        <p className="mt-0.5 text-sm text-txt-secondary">{t('general.delete.text')}</p>
      </div>
      <Button variant="secondary" onClick={() => setConfirming(true)} className="text-error-text! sm:w-full">
        {t('general.delete.action')}
      </Button>
      {confirming ? <DeleteProjectDialog projectId={projectId} projectName={projectName} onClose={() => setConfirming(false)} /> : null}
    </section>
  );
}
