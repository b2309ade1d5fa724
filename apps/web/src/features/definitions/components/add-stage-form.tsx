import { zodResolver } from '@hookform/resolvers/zod';
import { definitionCreateSchema, stageKinds, type StageKind } from '@salespulse/contract/definitions';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import * as z from 'zod/mini';
import { useTranslation } from '@/shared/i18n/use-translation';
import { reportViolations } from '@/shared/lib/report-violations';
import { Button } from '@/shared/ui/button';
import { SectionCard } from '@/shared/ui/section-card';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { useCreateDefinition } from '../api/create-definition';

// The provider comes from the screen; an empty label means "the stage id", an empty kind "not counted".
const addStageSchema = z.object({
  stage: definitionCreateSchema.shape.stage,
  label: z.string().check(z.trim(), z.maxLength(200)),
  kind: z.enum(['', ...stageKinds]),
});
type AddStageValues = z.input<typeof addStageSchema>;
type AddStageData = z.output<typeof addStageSchema>;

const serverFields = { stage: 'stage', label: 'label', kind: 'kind' } as const;

export function AddStageForm({ projectId, dataProviderIri }: { projectId: string; dataProviderIri: string }) {
  const { t } = useTranslation('definitions');
  const create = useCreateDefinition(projectId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<AddStageValues, unknown, AddStageData>({
    resolver: zodResolver(addStageSchema),
    defaultValues: { stage: '', label: '', kind: '' },
  });

  const onSubmit = handleSubmit(({ stage, label, kind }) => {
    const input = { dataProvider: dataProviderIri, stage, kind: (kind || null) as StageKind | null, ...(label ? { label } : {}) };
    create.mutate(input, {
      onSuccess: (definition) => {
        reset();
        toast.success(t('add.added', { stage: definition.stage }));
      },
      onError: (error) => reportViolations(error, { setError, fields: serverFields, genericMessage: t('errors.generic') }),
    });
  });

  return (
    <SectionCard title={t('add.title')} description={t('add.description')}>
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_12rem_auto] items-start gap-4 md:grid-cols-2 sm:grid-cols-1"
      >
        <TextField
          label={t('add.stage')}
          hint={t('add.stageHint')}
          autoComplete="off"
          error={errors.stage?.message}
          {...register('stage')}
        />
        <TextField
          label={t('add.label')}
          hint={t('add.labelHint')}
          autoComplete="off"
          error={errors.label?.message}
          {...register('label')}
        />
        <SelectField label={t('add.meaning')} error={errors.kind?.message} {...register('kind')}>
          <option value="">{t('kinds.none')}</option>
          {stageKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" status={create.status} className="mt-[1.625rem] md:mt-0">
          {t('add.submit')}
        </Button>
      </form>
    </SectionCard>
  );
}
