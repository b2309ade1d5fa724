import { csvImportFields, type CsvImport } from '@salespulse/contract/csv-import';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import type { UploadProgress } from '../api/csv-upload';

const numbers = new Intl.NumberFormat();
const knownFields = new Set<string>(Object.values(csvImportFields).flat());

/** Bytes the server has processed when it reports them, else bytes uploaded so far. */
export function percentOf(upload: UploadProgress | null, server: CsvImport | undefined): number {
  const [done, total] = server?.bytesTotal ? [server.bytesDone, server.bytesTotal] : [upload?.loaded ?? 0, upload?.total ?? 0];
  return total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 0;
}

export function CsvImportProgress({
  name,
  upload,
  server,
}: {
  name: string;
  upload: UploadProgress | null;
  server: CsvImport | undefined;
}) {
  const { t } = useTranslation('data-providers');
  const percent = percentOf(upload, server);
  const text = t('csvImport.progressText', { percent, rows: numbers.format(server?.rows ?? 0) });
  const label = t('csvImport.progressLabel', { name });
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="min-w-0 truncate font-medium text-txt">{label}</span>
        <span className="text-txt-secondary tabular-nums" aria-hidden="true">
          {upload || server ? text : t('csvImport.waiting')}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2.5 overflow-hidden rounded-full bg-basic-subtle"
      >
        <div className="h-full rounded-full bg-accent transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

type CsvImportOutcomeProps = { outcome: CsvImport; onAnother: () => void; onBack: () => void };

export function CsvImportOutcome({ outcome, onAnother, onBack }: CsvImportOutcomeProps) {
  const { t } = useTranslation('data-providers');
  const failed = outcome.status === 'failed';
  const message = failed
    ? `${t('csvImport.failed')}${outcome.failure ? `: ${outcome.failure}` : ''}`
    : outcome.errorCount > 0
      ? t('csvImport.doneWithErrors', { count: outcome.errorCount })
      : t('csvImport.doneAll');
  const tone = failed
    ? 'bg-error-soft text-error-text'
    : outcome.errorCount > 0
      ? 'bg-status-warning-soft text-txt'
      : 'bg-status-success-soft text-txt';
  const stats = [
    ['rows', outcome.rows],
    ['imported', outcome.imported],
    ['errorCount', outcome.errorCount],
  ] as const;
  return (
    <div className="flex flex-col gap-5">
      <p role="status" className={`rounded-md px-3 py-2 text-sm font-medium ${tone}`}>
        {message}
      </p>
      <dl className="grid grid-cols-3 gap-3">
        {stats.map(([key, value]) => (
          <div key={key} className="rounded-md border border-basic-border px-3 py-2">
            <dt className="text-xs text-muted">{t(`csvImport.${key}`)}</dt>
            <dd className="text-lg font-semibold text-txt tabular-nums">{numbers.format(value)}</dd>
          </div>
        ))}
      </dl>
      {outcome.errors.length > 0 && <CsvErrorsTable outcome={outcome} />}
      <div className="flex flex-wrap gap-3">
        <Button onClick={onAnother}>{t('csvImport.another')}</Button>
        {failed && (
          <Button variant="secondary" onClick={onBack}>
            {t('csvImport.backToMapping')}
          </Button>
        )}
      </div>
    </div>
  );
}

function CsvErrorsTable({ outcome }: { outcome: CsvImport }) {
  const { t } = useTranslation('data-providers');
  const fieldName = (field: string) => (knownFields.has(field) ? t(`csvImport.fields.${field}`) : field);
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-txt">{t('csvImport.errorsTitle')}</h3>
      {outcome.errorCount > outcome.errors.length && (
        <p className="text-xs text-muted">{t('csvImport.errorsShown', { shown: outcome.errors.length, count: outcome.errorCount })}</p>
      )}
      <div
        role="region"
        aria-label={t('csvImport.errorsTitle')}
        tabIndex={0}
        className="relative max-h-80 overflow-auto rounded-md border border-basic-border"
      >
        <table className="min-w-full text-left text-sm">
          <thead className="sticky top-0 bg-basic-subtle text-xs">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold text-txt">
                {t('csvImport.line')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold text-txt">
                {t('csvImport.field')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold text-txt">
                {t('csvImport.message')}
              </th>
            </tr>
          </thead>
          <tbody>
            {outcome.errors.map((error, index) => (
              <tr key={index} className="border-t border-basic-border align-top">
                <td className="px-3 py-1.5 text-txt tabular-nums">{error.line}</td>
                <td className="px-3 py-1.5 whitespace-nowrap text-txt">{fieldName(error.field)}</td>
                <td className="px-3 py-1.5 text-txt-secondary">{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
