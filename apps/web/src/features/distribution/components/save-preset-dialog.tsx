import { iri } from '@salespulse/contract/common';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ApiError } from '@/shared/api/http';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { TextField } from '@/shared/ui/text-field';
import { useCreatePreset } from '../api/distributions';
import { toMembers, type MemberValues } from '../lib/distribution-form';

type SavePresetDialogProps = { projectId: string; members: readonly MemberValues[]; onClose: () => void };

/** Saves the form's employees, weights and caps as a preset to apply to other distributions. */
export function SavePresetDialog({ projectId, members, onClose }: SavePresetDialogProps) {
  const { t } = useTranslation('distribution');
  const common = useTranslation().t;
  const formId = useId();
  const create = useCreatePreset(projectId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('required field');
      return;
    }
    create.mutate(
      { project: iri('projects', projectId), name: name.trim(), employees: toMembers(members) },
      {
        onSuccess: () => {
          toast.success(t('form.presetSaved'));
          onClose();
        },
        onError: (cause) => {
          const nameViolation = cause instanceof ApiError ? cause.violations.find((v) => v.propertyPath === 'name') : undefined;
          if (nameViolation) setError(nameViolation.message);
          else void toastError(errorMessage(cause, t('errors.generic')));
        },
      },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('form.savePreset')}
      width={440}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {common('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} status={create.status}>
            {t('form.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
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
      </form>
    </Modal>
  );
}
