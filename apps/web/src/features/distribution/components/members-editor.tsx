import type { DistributionPreset } from '@salespulse/contract/distribution';
import type { Employee } from '@salespulse/contract/employees';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { IconClose } from '@/shared/ui/icons';
import { SelectField } from '@/shared/ui/select-field';
import { membersOfPreset, sharesOf, type DistributionFormValues } from '../lib/distribution-form';
import type { NameOf } from '../lib/employee-names';
import { NumberCell } from './number-cell';

const percent = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

function MemberRow({
  index,
  share,
  nameOf,
  inactive,
  onRemove,
}: {
  index: number;
  share: number;
  nameOf: NameOf;
  inactive: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('distribution');
  const {
    register,
    formState: { errors },
  } = useFormContext<DistributionFormValues>();
  const employee = useWatch<DistributionFormValues, `employees.${number}.employee`>({ name: `employees.${index}.employee` });
  const name = nameOf(employee);
  const rowErrors = errors.employees?.[index];
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_7rem_8rem_4.5rem_auto] items-start gap-3 px-6 py-3 sm:grid-cols-2 sm:px-4">
      <div className="flex min-h-11 min-w-0 flex-col justify-center">
        <span className="truncate text-sm font-medium text-txt">{name}</span>
        {inactive ? <span className="text-xs text-muted">{t('form.inactive')}</span> : null}
        {rowErrors?.employee?.message ? (
          <span role="alert" className="text-xs text-error-text">
            {rowErrors.employee.message}
          </span>
        ) : null}
      </div>
      <NumberCell
        label={t('form.weightOf', { name })}
        shortLabel={t('form.weight')}
        min={1}
        max={100}
        error={rowErrors?.weight?.message}
        className="sm:order-3"
        {...register(`employees.${index}.weight`)}
      />
      <NumberCell
        label={t('form.dailyCapOf', { name })}
        shortLabel={t('form.dailyCap')}
        min={1}
        placeholder={t('form.noCap')}
        error={rowErrors?.dailyCap?.message}
        className="sm:order-4"
        {...register(`employees.${index}.dailyCap`)}
      />
      <p className="flex min-h-11 items-center text-sm text-txt-secondary tabular-nums sm:order-5 sm:col-span-2 sm:min-h-0">
        <span className="hidden pr-1 sm:inline">{t('form.share')}:</span>
        {percent.format(share)}%
      </p>
      <Button
        variant="ghost"
        aria-label={t('form.removeEmployee', { name })}
        onClick={onRemove}
        className="px-3 sm:order-2 sm:justify-self-end"
      >
        <IconClose className="size-4" />
      </Button>
    </li>
  );
}

type MembersEditorProps = {
  employees: readonly Employee[];
  presets: readonly DistributionPreset[];
  nameOf: NameOf;
  onSavePreset: () => void;
  /** Renaming, refilling or deleting the chosen preset; `forget` clears the choice once it is gone. */
  onEditPreset: (preset: DistributionPreset, forget: () => void) => void;
};

export function MembersEditor({ employees, presets, nameOf, onSavePreset, onEditPreset }: MembersEditorProps) {
  const { t } = useTranslation('distribution');
  const { control, formState } = useFormContext<DistributionFormValues>();
  const { fields, append, remove, replace } = useFieldArray<DistributionFormValues, 'employees'>({ control, name: 'employees' });
  const members = useWatch<DistributionFormValues, 'employees'>({ name: 'employees' });
  const [adding, setAdding] = useState('');
  const [presetId, setPresetId] = useState('');
  const shares = sharesOf(members);
  const chosen = new Set(members.map((m) => m.employee));
  const addable = employees.filter((e) => e.status === 'active' && !chosen.has(e['@id']));
  const inactive = new Set(employees.filter((e) => e.status !== 'active').map((e) => e['@id']));
  const listError = formState.errors.employees?.message ?? formState.errors.employees?.root?.message;

  const add = () => {
    if (!adding) return;
    append({ employee: adding, weight: '1', dailyCap: '' });
    setAdding('');
  };
  const chosenPreset = presets.find((p) => p.id === presetId);
  const applyPreset = () => {
    const preset = chosenPreset;
    if (!preset) return;
    replace(membersOfPreset(preset));
    toast.info(t('form.presetApplied', { name: preset.name }));
  };

  return (
    <div className="flex flex-col">
      {fields.length === 0 ? (
        <p className="px-6 py-5 text-sm text-muted sm:px-4">{t('form.noEmployees')}</p>
      ) : (
        <>
          <div
            aria-hidden="true"
            className="grid grid-cols-[minmax(0,1fr)_7rem_8rem_4.5rem_auto] gap-3 border-b border-basic-border px-6 py-2 text-xs font-medium text-muted sm:hidden"
          >
            <span>{t('form.employee')}</span>
            <span>{t('form.weight')}</span>
            <span>{t('form.dailyCap')}</span>
            <span>{t('form.share')}</span>
            <span className="w-11" />
          </div>
          <ul aria-label={t('form.employees')} className="divide-y divide-basic-border">
            {fields.map((field, index) => (
              <MemberRow
                key={field.id}
                index={index}
                share={shares[index] ?? 0}
                nameOf={nameOf}
                inactive={inactive.has(members[index]?.employee ?? '')}
                onRemove={() => remove(index)}
              />
            ))}
          </ul>
        </>
      )}
      {listError ? (
        <p role="alert" className="px-6 pb-3 text-sm text-error-text sm:px-4">
          {listError}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-5 border-t border-basic-border px-6 py-4 md:grid-cols-1 sm:px-4">
        <div className="flex items-end gap-2">
          <SelectField
            label={t('form.addEmployee')}
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
            className="min-w-0 flex-1"
          >
            <option value="">{t('form.chooseEmployee')}</option>
            {addable.map((employee) => (
              <option key={employee.id} value={employee['@id']}>
                {employee.user.name}
              </option>
            ))}
          </SelectField>
          <Button variant="secondary" disabled={!adding} onClick={add}>
            {t('form.add')}
          </Button>
        </div>
        <div className="flex items-end gap-2">
          <SelectField
            label={t('form.preset')}
            value={chosenPreset ? presetId : ''}
            onChange={(event) => setPresetId(event.target.value)}
            className="min-w-0 flex-1"
          >
            <option value="">{t('form.choosePreset')}</option>
            {presets.map((preset) => (
              <option key={preset.id} value={preset.id}>
                {preset.name}
              </option>
            ))}
          </SelectField>
          <Button variant="secondary" disabled={!chosenPreset} onClick={applyPreset}>
            {t('form.applyPreset')}
          </Button>
        </div>
        <div className="col-span-2 flex flex-wrap gap-2 md:col-span-1">
          <Button variant="ghost" disabled={fields.length === 0} onClick={onSavePreset} className="-ml-4 sm:ml-0 sm:flex-1">
            {t('form.savePreset')}
          </Button>
          {/* Acts on the preset chosen above; its name is in the accessible name. */}
          <Button
            variant="ghost"
            disabled={!chosenPreset}
            aria-label={chosenPreset ? t('form.editPresetOf', { name: chosenPreset.name }) : t('form.editPreset')}
            onClick={() => chosenPreset && onEditPreset(chosenPreset, () => setPresetId(''))}
            className="sm:flex-1"
          >
            {t('form.editPreset')}
          </Button>
        </div>
      </div>
    </div>
  );
}
