import type { DistributionPreset } from '@salespulse/contract/distribution';
import { iri } from '@salespulse/contract/common';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ApiError } from '@/shared/api/http';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { FormModal } from '@/shared/ui/form-modal';
import { Modal } from '@/shared/ui/modal';
import { TextField } from '@/shared/ui/text-field';
import { useCreatePreset, useDeletePreset, useUpdatePreset } from '../api/distributions';
import { toMembers, type MemberValues } from '../lib/distribution-form';

type SavePresetDialogProps = {
  projectId: string;
  members: readonly MemberValues[];
  /** The preset to edit; without one a new preset is saved. */
  preset?: DistributionPreset;
  onClose: () => void;
  /** After the edited preset is deleted, so the form forgets it was chosen. */
  onDeleted?: () => void;
};

function nameViolationOf(cause: unknown): string | undefined {
  return cause instanceof ApiError ? cause.violations.find((v) => v.propertyPath === 'name')?.message : undefined;
}

/**
 * Saves the form's employees, weights and caps as a preset to apply to other distributions, or
 * edits a chosen one: its name, optionally its employees (replaced by the form's), or deletes it
 * after a second question in the same dialog.
 */
export function SavePresetDialog({ projectId, members, preset, onClose, onDeleted }: SavePresetDialogProps) {
  const { t } = useTranslation('distribution');
  const common = useTranslation().t;
  const create = useCreatePreset(projectId);
  const update = useUpdatePreset(projectId);
  const remove = useDeletePreset(projectId);
  const [name, setName] = useState(preset?.name ?? '');
  const [replaceMembers, setReplaceMembers] = useState(false);
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const saving = preset ? update : create;
  const busy = saving.isPending || remove.isPending;

  const onError = (cause: unknown) => {
    const violation = nameViolationOf(cause);
    if (violation) setError(violation);
    else void toastError(errorMessage(cause, t('errors.generic')));
  };

  const submit = () => {
    if (!name.trim()) {
      setError('required field');
      return;
    }
    const done = {
      onSuccess: () => {
        toast.success(t('form.presetSaved'));
        onClose();
      },
      onError,
    };
    if (!preset) {
      create.mutate({ project: iri('projects', projectId), name: name.trim(), employees: toMembers(members) }, done);
      return;
    }
    update.mutate({ id: preset.id, patch: { name: name.trim(), ...(replaceMembers ? { employees: toMembers(members) } : {}) } }, done);
  };

  const confirmDelete = () => {
    if (!preset) return;
    remove.mutate(preset.id, {
      onSuccess: () => {
        toast.success(t('form.presetDeleted', { name: preset.name }));
        onDeleted?.();
        onClose();
      },
      onError: (cause) => void toastError(errorMessage(cause, t('errors.generic'))),
    });
  };

  const close = (open: boolean) => {
    if (!open && !busy) onClose();
  };

  if (preset && deleting) {
    return (
      <Modal
        open
        onOpenChange={close}
        title={t('form.confirmDeletePreset', { name: preset.name })}
        description={t('form.confirmDeletePresetText')}
        width={440}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(false)} disabled={remove.isPending}>
              {common('actions.cancel')}
            </Button>
            <Button status={remove.status} onClick={confirmDelete}>
              {t('form.deletePreset')}
            </Button>
          </>
        }
      />
    );
  }

  return (
    <FormModal
      onClose={onClose}
      busy={busy}
      title={preset ? t('form.editPresetTitle', { name: preset.name }) : t('form.savePreset')}
      width={440}
      extraActions={
        preset ? (
          <Button variant="ghost" onClick={() => setDeleting(true)} disabled={busy} className="mr-auto text-error-text! xs:mr-0">
            {t('form.deletePreset')}
          </Button>
        ) : null
      }
      submitLabel={t('form.save')}
      status={saving.status}
      onSubmit={submit}
    >
      <TextField
        label={t('form.presetName')}
        value={name}
        autoComplete="off"
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
      {preset ? (
        <Checkbox
          label={t('form.replacePresetMembers', { count: members.length })}
          checked={replaceMembers}
          disabled={members.length === 0}
          onChange={(event) => setReplaceMembers(event.target.checked)}
        />
      ) : null}
    </FormModal>
  );
}
