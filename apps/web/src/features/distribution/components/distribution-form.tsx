import { zodResolver } from '@hookform/resolvers/zod';
import { iri } from '@salespulse/contract/common';
import type { Distribution, DistributionPreset } from '@salespulse/contract/distribution';
import type { Employee } from '@salespulse/contract/employees';
import { useRef, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { CheckOption } from '@/shared/analytics/filters/check-list';
import { MultiSelectFilter } from '@/shared/analytics/filters/multi-select-filter';
import type { FilterProperty } from '@/shared/analytics/api/get-filter-sources';
import { ApiError } from '@/shared/api/http';
import { useTranslation } from '@/shared/i18n/use-translation';
import { reportViolations } from '@/shared/lib/report-violations';
import { paths } from '@/shared/routes/paths';
import { Button, buttonClassName } from '@/shared/ui/button';
import { SectionCard } from '@/shared/ui/section-card';
import { SelectField } from '@/shared/ui/select-field';
import { Switch } from '@/shared/ui/switch';
import { TextField } from '@/shared/ui/text-field';
import { useDryRun } from '../api/dry-run';
import { useSaveDistribution } from '../api/distributions';
import { dryRunBody } from '../lib/dry-run';
import {
  distributionFormSchema,
  emptyDistribution,
  formFieldOf,
  toBody,
  toFormValues,
  type DistributionFormValues,
} from '../lib/distribution-form';
import type { NameOf } from '../lib/employee-names';
import { ConditionsEditor } from './conditions-editor';
import { DeleteDistributionButton } from './delete-distribution-button';
import { DryRunPanel, type DryRunDays } from './dry-run-panel';
import { MembersEditor } from './members-editor';
import { SavePresetDialog } from './save-preset-dialog';

export type FormSources = {
  employees: readonly Employee[];
  presets: readonly DistributionPreset[];
  products: readonly CheckOption[];
  dataProviders: readonly CheckOption[];
  properties: readonly FilterProperty[];
  nameOf: NameOf;
};

type DistributionFormProps = { projectId: string; distribution?: Distribution; sources: FormSources };

/** Every violation the form has a place for goes under its field; the rest are toasted. */
function fieldsOf(error: unknown): Partial<Record<string, Path<DistributionFormValues>>> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    error.violations.flatMap((v) => {
      const field = formFieldOf(v.propertyPath);
      return field ? [[v.propertyPath, field as Path<DistributionFormValues>]] : [];
    }),
  );
}

function PickerError({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="mt-1 text-sm text-error-text">
      {message}
    </p>
  ) : null;
}

/**
 * An active distribution with no employees and no fallback owner takes leads and gives them to
 * nobody: each waits with an alert (docs/distribution.md). Allowed (it may be filled in later), but
 * said before it is saved.
 */
function NobodyWarning() {
  const { t } = useTranslation('distribution');
  const [active, employees, fallback] = useWatch<DistributionFormValues, ['active', 'employees', 'fallbackEmployee']>({
    name: ['active', 'employees', 'fallbackEmployee'],
  });
  const nobody = active && employees.length === 0 && fallback === '';
  return (
    <p
      role="status"
      className={nobody ? 'mt-3 rounded-md border border-status-warning/40 bg-status-warning-soft px-3 py-2 text-sm text-txt' : 'sr-only'}
    >
      {nobody ? t('form.nobodyWarning') : ''}
    </p>
  );
}

export function DistributionForm({ projectId, distribution, sources }: DistributionFormProps) {
  const { t } = useTranslation('distribution');
  const navigate = useNavigate();
  const save = useSaveDistribution(projectId);
  const [savingPreset, setSavingPreset] = useState(false);
  const [editingPreset, setEditingPreset] = useState<{ preset: DistributionPreset; forget: () => void } | null>(null);
  const dryRun = useDryRun();
  const [dryRunDays, setDryRunDays] = useState<DryRunDays>(14);
  const [dryRunInvalid, setDryRunInvalid] = useState(false);
  const dryRunRef = useRef<HTMLDivElement>(null);
  const form = useForm<DistributionFormValues>({
    resolver: zodResolver(distributionFormSchema),
    defaultValues: distribution ? toFormValues(distribution) : emptyDistribution,
  });
  const {
    register,
    control,
    setError,
    formState: { errors },
  } = form;
  const activeEmployees = sources.employees.filter((e) => e.status === 'active');
  const fallback = distribution?.fallbackEmployee;
  const fallbackGone = fallback && !activeEmployees.some((e) => e['@id'] === fallback);

  const onSubmit = form.handleSubmit((values) => {
    const body = toBody(values);
    const input = distribution ? { id: distribution.id, body } : { id: null, body: { ...body, project: iri('projects', projectId) } };
    save.mutate(input, {
      onSuccess: () => {
        toast.success(distribution ? t('form.saved') : t('form.created'));
        void navigate(paths.distribution);
      },
      onError: (error) => reportViolations(error, { setError, fields: fieldsOf(error), genericMessage: t('errors.generic') }),
    });
  });

  // The dry run reads the form as it is, unsaved; the name does not matter to it.
  async function runDryRun() {
    // The section's top at the top of the page's scroll area, clear of the sticky bar. Only that
    // area scrolls: scrollIntoView would move the whole document too (jsdom has no scrolling).
    const show = () => {
      const section = dryRunRef.current;
      const area = section?.closest('main');
      if (!section || !area) return;
      const top = area.scrollTop + section.getBoundingClientRect().top - area.getBoundingClientRect().top - 16;
      area.scrollTo?.({ top, behavior: 'smooth' });
    };
    show();
    const valid = await form.trigger(['employees', 'propertyConditions']);
    setDryRunInvalid(!valid);
    if (!valid) return;
    dryRun.mutate(dryRunBody(form.getValues(), { projectId, distributionId: distribution?.id, days: dryRunDays }), { onSettled: show });
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        <SectionCard title={t('form.general')}>
          <div className="grid grid-cols-2 items-start gap-5 md:grid-cols-1">
            <TextField
              label={t('form.name')}
              placeholder={t('form.namePlaceholder')}
              autoComplete="off"
              error={errors.name?.message}
              {...register('name')}
            />
            <Switch label={t('form.active')} description={t('form.activeHint')} className="md:pt-0 pt-7" {...register('active')} />
          </div>
        </SectionCard>

        <SectionCard title={t('form.leads')} description={t('form.leadsHint')}>
          <div className="flex flex-col gap-6">
            <div className="grid grid-cols-2 gap-5 md:grid-cols-1">
              <div className="flex flex-col">
                <Controller
                  control={control}
                  name="dataProviders"
                  render={({ field }) => (
                    <MultiSelectFilter
                      label={t('form.dataProviders')}
                      options={sources.dataProviders}
                      selected={field.value}
                      onChange={field.onChange}
                    />
                  )}
                />
                <PickerError message={errors.dataProviders?.message} />
              </div>
              <div className="flex flex-col">
                <Controller
                  control={control}
                  name="products"
                  render={({ field }) => (
                    <MultiSelectFilter
                      label={t('form.products')}
                      options={sources.products}
                      selected={field.value}
                      onChange={field.onChange}
                    />
                  )}
                />
                <PickerError message={errors.products?.message} />
              </div>
            </div>
            <ConditionsEditor properties={sources.properties} />
          </div>
        </SectionCard>

        <SectionCard title={t('form.employees')} description={t('form.employeesHint')} flush>
          <MembersEditor
            employees={sources.employees}
            presets={sources.presets}
            nameOf={sources.nameOf}
            onSavePreset={() => setSavingPreset(true)}
            onEditPreset={(preset, forget) => setEditingPreset({ preset, forget })}
          />
        </SectionCard>

        <SectionCard title={t('form.fallback')} description={t('form.fallbackHint')}>
          <SelectField
            label={t('form.fallback')}
            hideLabel
            error={errors.fallbackEmployee?.message}
            className="max-w-md"
            {...register('fallbackEmployee')}
          >
            <option value="">{t('form.noFallback')}</option>
            {fallbackGone ? <option value={fallback}>{sources.nameOf(fallback)}</option> : null}
            {activeEmployees.map((employee) => (
              <option key={employee.id} value={employee['@id']}>
                {employee.user.name}
              </option>
            ))}
          </SelectField>
          <NobodyWarning />
        </SectionCard>

        <DryRunPanel
          ref={dryRunRef}
          days={dryRunDays}
          onDaysChange={setDryRunDays}
          onRun={() => void runDryRun()}
          status={dryRun.status === 'pending' ? 'pending' : 'idle'}
          result={dryRun.data}
          error={dryRun.error}
          invalid={dryRunInvalid}
        />

        <div className="sticky-actions sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-3 border-t border-basic-border bg-basic-bg/90 px-1 py-4 backdrop-blur">
          {distribution ? <DeleteDistributionButton projectId={projectId} distribution={distribution} /> : null}
          <div className="ml-auto flex gap-3 sm:w-full">
            <Link to={paths.distribution} className={`${buttonClassName({ variant: 'secondary' })} sm:flex-1`}>
              {t('form.cancel')}
            </Link>
            <Button type="button" variant="secondary" onClick={() => void runDryRun()} className="sm:flex-1">
              {t('form.dryRun')}
            </Button>
            <Button type="submit" status={save.status} className="min-w-32 sm:flex-1">
              {distribution ? t('form.save') : t('form.createSubmit')}
            </Button>
          </div>
        </div>
      </form>
      {savingPreset ? (
        <SavePresetDialog projectId={projectId} members={form.getValues('employees')} onClose={() => setSavingPreset(false)} />
      ) : null}
      {editingPreset ? (
        <SavePresetDialog
          projectId={projectId}
          members={form.getValues('employees')}
          preset={editingPreset.preset}
          onDeleted={editingPreset.forget}
          onClose={() => setEditingPreset(null)}
        />
      ) : null}
    </FormProvider>
  );
}
