import { csvDateFormats, type CsvDateFormat, type CsvImportKind, type CsvMapping, type CsvPreview } from '@salespulse/contract/csv-import';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { SelectField } from '@/shared/ui/select-field';
import {
  buildMapping,
  fieldsOf,
  guessDateFormat,
  isRequired,
  suggestColumns,
  type CsvMappingDraft,
  type CsvMappingIssue,
} from '../lib/csv-mapping';
import { browserTimeZone, timeZones } from '../lib/csv-options';
import { CsvAnsweredValuesField, CsvPropertiesFields } from './csv-mapping-extras';
import { CsvPreviewTable } from './csv-preview-table';

type CsvMappingStepProps = {
  kind: CsvImportKind;
  preview: CsvPreview;
  fileName: string;
  /** The mapping of an earlier attempt on the same file, kept when the user comes back to fix it. */
  initial?: CsvMappingDraft;
  onBack: () => void;
  onStart: (mapping: CsvMapping, draft: CsvMappingDraft) => void;
};

const dateFormatKeys: Record<CsvDateFormat, string> = { 'YYYY-MM-DD': 'ymd', 'DD.MM.YYYY': 'dmy', 'MM/DD/YYYY': 'mdy' };
const dateFields = ['createdAt', 'startedAt', 'dueAt', 'updatedAt'];
const hinted = new Set(['owner', 'durationSeconds', 'answered']);

function initialDraft(kind: CsvImportKind, preview: CsvPreview): CsvMappingDraft {
  const columns = suggestColumns(kind, preview.headers);
  const dateColumn = dateFields.map((field) => columns[field]).find((header) => header !== undefined);
  const index = dateColumn === undefined ? -1 : preview.headers.indexOf(dateColumn);
  const dateFormat = index < 0 ? undefined : guessDateFormat(preview.rows.map((row) => row[index] ?? ''));
  return {
    kind,
    columns,
    generateExternalId: false,
    dateFormat: dateFormat ?? 'YYYY-MM-DD',
    timeZone: browserTimeZone(),
    properties: [],
    answeredValues: '',
  };
}

function messagesOf(issues: CsvMappingIssue[], t: (key: string) => string): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const { path, message } of issues) {
    if (messages[path]) continue;
    if (path === 'columns.externalId') messages[path] = t('csvImport.errors.id');
    else if (path.startsWith('columns.')) messages[path] = t('csvImport.errors.column');
    else if (path.startsWith('properties.')) messages[path] = t('csvImport.errors.property');
    else messages[path] = message;
  }
  return messages;
}

export function CsvMappingStep({ kind, preview, fileName, initial, onBack, onStart }: CsvMappingStepProps) {
  const { t } = useTranslation('data-providers');
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const [draft, setDraft] = useState(() => initial ?? initialDraft(kind, preview));
  const [submitted, setSubmitted] = useState(false);
  const result = useMemo(() => buildMapping(draft), [draft]);
  const errors = submitted && !result.ok ? messagesOf(result.issues, t) : {};
  const zones = useMemo(() => timeZones(draft.timeZone), [draft.timeZone]);
  const update = (patch: Partial<CsvMappingDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setColumn = (field: string, header: string) =>
    setDraft((current) => ({ ...current, columns: { ...current.columns, [field]: header } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (result.ok) onStart(result.mapping, draft);
    else setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const hasId = (draft.columns.externalId ?? '') !== '';
  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-6">
      <section className="flex flex-col gap-3" aria-labelledby={titleId}>
        <div>
          <h3 id={titleId} className="text-sm font-semibold text-txt">
            {t('csvImport.columns')}
          </h3>
          <p className="text-sm text-txt-secondary">{t('csvImport.columnsText')}</p>
        </div>
        <div className="grid grid-cols-2 gap-4 xs:grid-cols-1">
          {fieldsOf(kind).map((field) => {
            const label = t(`csvImport.fields.${field}`);
            const required = isRequired(kind, field) && !(field === 'externalId' && draft.generateExternalId);
            return (
              <SelectField
                key={field}
                label={required ? t('csvImport.required', { label }) : label}
                hint={hinted.has(field) ? t(`csvImport.fieldHints.${field}`) : undefined}
                value={draft.columns[field] ?? ''}
                error={errors[`columns.${field}`]}
                onChange={(event) => setColumn(field, event.target.value)}
              >
                <option value="">{required ? t('csvImport.chooseColumn') : t('csvImport.noColumn')}</option>
                {preview.headers.map((header, index) => (
                  <option key={index} value={header}>
                    {header}
                  </option>
                ))}
              </SelectField>
            );
          })}
        </div>
        {!hasId && (
          <div className="flex flex-col gap-1">
            <Checkbox
              label={t('csvImport.generateIds')}
              checked={draft.generateExternalId}
              onChange={(event) => update({ generateExternalId: event.target.checked })}
            />
            <p className="pl-6 text-xs text-muted">{t('csvImport.generateIdsHint')}</p>
          </div>
        )}
      </section>

      {kind === 'deals' && (
        <CsvPropertiesFields
          headers={preview.headers}
          properties={draft.properties}
          errors={errors}
          onChange={(properties) => update({ properties })}
        />
      )}
      {kind === 'calls' && (
        <CsvAnsweredValuesField
          value={draft.answeredValues}
          error={errors.answeredValues}
          onChange={(answeredValues) => update({ answeredValues })}
        />
      )}

      <fieldset className="grid grid-cols-2 gap-4 xs:grid-cols-1">
        <legend className="mb-3 text-sm font-semibold text-txt">{t('csvImport.options')}</legend>
        <SelectField
          label={t('csvImport.dateFormat')}
          value={draft.dateFormat}
          onChange={(event) => update({ dateFormat: event.target.value as CsvDateFormat })}
        >
          {csvDateFormats.map((format) => (
            <option key={format} value={format}>
              {t(`csvImport.dateFormats.${dateFormatKeys[format]}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('csvImport.timeZone')}
          hint={t('csvImport.timeZoneHint')}
          value={draft.timeZone}
          error={errors['options.timeZone']}
          onChange={(event) => update({ timeZone: event.target.value })}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </SelectField>
      </fieldset>

      <CsvPreviewTable preview={preview} name={fileName} />

      {submitted && !result.ok && (
        <p role="alert" className="text-sm text-error-text">
          {t('csvImport.invalid')}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onBack}>
          {t('csvImport.back')}
        </Button>
        <Button type="submit">{t('csvImport.start')}</Button>
      </div>
    </form>
  );
}
