import { csvImportKinds, type CsvImportKind } from '@salespulse/contract/csv-import';
import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';

type CsvFileStepProps = {
  file: File | null;
  kind: CsvImportKind;
  pending: boolean;
  onFile: (file: File) => void;
  onKind: (kind: CsvImportKind) => void;
  onPreview: () => void;
  /** Why the chosen file cannot be previewed (read and found empty), shown under the field. */
  refusal?: string | null;
};

const isCsv = (file: File) => /\.(csv|txt)$/i.test(file.name) || file.type === 'text/csv';

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function CsvFileStep({ file, kind, pending, onFile, onKind, onPreview, refusal = null }: CsvFileStepProps) {
  const { t } = useTranslation('data-providers');
  const inputId = useId();
  const errorId = useId();
  const [dragging, setDragging] = useState(false);
  const [ownError, setError] = useState<string | null>(null);
  const error = ownError ?? refusal;
  const input = useRef<HTMLInputElement>(null);
  // A refusal puts focus on the field it is about, as a form's first bad field gets it.
  useEffect(() => {
    if (refusal) input.current?.focus();
  }, [refusal]);

  const take = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!isCsv(chosen)) {
      setError(t('csvImport.notCsv'));
      return;
    }
    setError(null);
    onFile(chosen);
  };

  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(t('csvImport.noFile'));
      input.current?.focus();
    } else onPreview();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-txt" aria-hidden="true">
          {t('csvImport.file')}
        </span>
        <label
          htmlFor={inputId}
          data-dragging={dragging || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          className={
            'flex min-h-28 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed px-4 py-5 text-center ' +
            'transition-colors focus-within:border-accent focus-within:ring-3 focus-within:ring-accent-ring/25 ' +
            (error ? 'border-error ' : 'border-basic-border-strong hover:border-muted ') +
            (dragging ? 'bg-accent-soft' : 'bg-basic-subtle')
          }
        >
          <UploadIcon />
          <span className="text-sm font-semibold text-accent-text">{file ? t('csvImport.change') : t('csvImport.drop')}</span>
          {file ? (
            <span className="max-w-full truncate text-sm text-txt" data-testid="csv-file-name">
              {file.name} · {formatSize(file.size)}
            </span>
          ) : (
            <span className="text-xs text-muted">{t('csvImport.dropHint')}</span>
          )}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-label={t('csvImport.file')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => take(event.target.files?.[0])}
          />
        </label>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-error-text">
            {error}
          </p>
        )}
      </div>

      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-txt">{t('csvImport.kind')}</legend>
        <div className="grid max-w-md grid-cols-3 gap-2 sm:max-w-none">
          {csvImportKinds.map((value) => (
            <label
              key={value}
              className={
                'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border px-3 text-sm font-medium ' +
                'has-checked:border-accent has-checked:bg-accent-soft has-checked:text-accent-text has-focus-visible:ring-3 has-focus-visible:ring-accent-ring/40 ' +
                'border-basic-border-strong bg-basic-surface text-txt hover:bg-basic-subtle'
              }
            >
              <input
                type="radio"
                name="csv-kind"
                value={value}
                checked={kind === value}
                onChange={() => onKind(value)}
                className="accent-accent"
              />
              {t(`csvImport.kinds.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <div>
        <Button type="submit" status={pending ? 'pending' : 'idle'}>
          {t('csvImport.preview')}
        </Button>
      </div>
    </form>
  );
}

function UploadIcon() {
  return (
    <svg className="size-6 text-muted" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M12 16V4m0 0l-4 4m4-4l4 4M4 16v2a2 2 0 002 2h12a2 2 0 002-2v-2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
