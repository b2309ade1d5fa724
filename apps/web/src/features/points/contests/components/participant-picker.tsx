import { SEARCH_INPUT_DEBOUNCE_MS } from '@salespulse/contract/constants';
import { useId, useMemo, useState } from 'react';
import { useEveryEmployee } from '@/shared/resources/employees';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { Checkbox } from '@/shared/ui/checkbox';
import { TextField } from '@/shared/ui/text-field';
import { matchesName } from '../../lib/balance-rows';

type Who = { everyone: boolean; chosen: string[] };
type ParticipantPickerProps = { projectId: string; value: Who; onChange: (value: Who) => void; error?: string };

const choice =
  'flex min-h-11 cursor-pointer items-start gap-2.5 rounded-md border px-3 py-2.5 text-sm transition-colors ' +
  'has-checked:border-accent has-checked:bg-accent-soft has-focus-visible:outline-2 has-focus-visible:outline-accent-ring';

/** Everyone (every active employee when the standings are read), or the employees ticked in a searchable list. */
export function ParticipantPicker({ projectId, value, onChange, error }: ParticipantPickerProps) {
  const { t } = useTranslation('points');
  const name = useId();
  const messageId = `${name}-message`;
  const employees = useEveryEmployee(projectId);
  const [search, setSearch] = useState('');
  const needle = useDebouncedValue(search, SEARCH_INPUT_DEBOUNCE_MS).trim();
  // Active employees can be chosen; an inactive one stays listed while chosen, so it can be unticked.
  const choosable = useMemo(
    () =>
      (employees.data ?? [])
        .filter((employee) => employee.status === 'active' || value.chosen.includes(employee['@id']))
        .toSorted((a, b) => a.user.name.localeCompare(b.user.name)),
    [employees.data, value.chosen],
  );
  const shown = needle ? choosable.filter((employee) => matchesName(employee.user.name, needle)) : choosable;
  const toggle = (iri: string, checked: boolean) =>
    onChange({ ...value, chosen: checked ? [...value.chosen, iri] : value.chosen.filter((chosen) => chosen !== iri) });

  return (
    <fieldset aria-describedby={error ? messageId : undefined} className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-txt">{t('contests.form.participants')}</legend>
      <div className="grid grid-cols-2 gap-2 xs:grid-cols-1">
        <label className={`${choice} ${value.everyone ? '' : 'border-basic-border-strong'}`}>
          <input
            type="radio"
            name={name}
            className="mt-0.5 accent-accent"
            checked={value.everyone}
            onChange={() => onChange({ ...value, everyone: true })}
          />
          <span className="flex flex-col">
            <span className="font-medium text-txt">{t('contests.form.everyone')}</span>
            <span className="text-xs text-txt-secondary">{t('contests.form.everyoneHint')}</span>
          </span>
        </label>
        <label className={`${choice} ${value.everyone ? 'border-basic-border-strong' : ''}`}>
          <input
            type="radio"
            name={name}
            className="mt-0.5 accent-accent"
            checked={!value.everyone}
            onChange={() => onChange({ ...value, everyone: false })}
          />
          <span className="flex flex-col">
            <span className="font-medium text-txt">{t('contests.form.chosen')}</span>
            <span className="text-xs text-txt-secondary">{t('contests.form.chosenCount', { count: value.chosen.length })}</span>
          </span>
        </label>
      </div>
      {value.everyone ? null : (
        <div className="flex flex-col gap-2 rounded-md border border-basic-border p-3">
          <TextField
            type="search"
            label={t('contests.form.search')}
            placeholder={t('contests.form.searchPlaceholder')}
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <ul aria-label={t('contests.form.chosen')} className="flex max-h-56 flex-col gap-0.5 overflow-y-auto">
            {shown.map((employee) => (
              <li key={employee['@id']} className="rounded-sm px-1 py-1.5 hover:bg-basic-subtle">
                <Checkbox
                  checked={value.chosen.includes(employee['@id'])}
                  onChange={(event) => toggle(employee['@id'], event.target.checked)}
                  label={
                    employee.status === 'active' ? (
                      employee.user.name
                    ) : (
                      <>
                        {employee.user.name} <span className="text-muted">({t('contests.form.inactive')})</span>
                      </>
                    )
                  }
                />
              </li>
            ))}
          </ul>
          {needle && shown.length === 0 ? <p className="text-sm text-muted">{t('contests.form.noMatch', { search: needle })}</p> : null}
        </div>
      )}
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-error-text">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
