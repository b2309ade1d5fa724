import type { CsvImportKind, CsvMapping, CsvPreview } from '@salespulse/contract/csv-import';
import type { DataProvider } from '@salespulse/contract/data-providers';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/shared/api/http';
import { useTranslation } from '@/shared/i18n/use-translation';
import { toastError } from '@/shared/lib/toast';
import { useSessionStore } from '@/shared/stores/session-store';
import { Button } from '@/shared/ui/button';
import { SectionCard } from '@/shared/ui/section-card';
import { useCsvImportProgress, useRunCsvImport } from '../api/csv-imports';
import { usePreviewCsv } from '../api/csv-preview';
import type { UploadProgress } from '../api/csv-upload';
import type { CsvMappingDraft } from '../lib/csv-mapping';
import { CsvFileStep } from './csv-file-step';
import { CsvImportOutcome, CsvImportProgress } from './csv-import-result';
import { CsvMappingStep } from './csv-mapping-step';

type Stage = 'file' | 'map' | 'import';
const stages: Stage[] = ['file', 'map', 'import'];

function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.violations[0]?.message ?? error.description ?? error.message;
  return error instanceof Error ? error.message : fallback;
}

/** The CSV import of a CSV provider: choose a file, map its columns, import it with live progress. */
export function CsvImportPanel({ provider }: { provider: DataProvider }) {
  const { t } = useTranslation('data-providers');
  const projectId = useSessionStore((state) => state.projectId) ?? '';
  const [stage, setStage] = useState<Stage>('file');
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<CsvImportKind>('deals');
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [fileRefusal, setFileRefusal] = useState<string | null>(null);
  const [draft, setDraft] = useState<CsvMappingDraft | undefined>();
  const [importId, setImportId] = useState<string | null>(null);
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  const previewCsv = usePreviewCsv(provider.id);
  const run = useRunCsvImport(projectId, provider.id);
  const progress = useCsvImportProgress(projectId, importId, run.isPending);

  // Each step replaces the last one, so focus moves to the new step's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [stage]);

  const choose = (next: { file?: File; kind?: CsvImportKind }) => {
    if (next.file) setFile(next.file);
    if (next.kind) setKind(next.kind);
    setPreview(null);
    setDraft(undefined);
    setFileRefusal(null);
  };

  const showPreview = () => {
    if (!file) return;
    previewCsv.mutate(file, {
      onSuccess: (read) => {
        // Nothing to map or import: say so here rather than offer a mapping of no columns.
        if (read.headers.length === 0 || read.rows.length === 0) {
          setFileRefusal(t(read.headers.length === 0 ? 'csvImport.emptyFile' : 'csvImport.noRows'));
          return;
        }
        setPreview(read);
        setStage('map');
      },
      onError: (error) => void toastError(messageOf(error, t('csvImport.previewFailed'))),
    });
  };

  const start = (mapping: CsvMapping, used: CsvMappingDraft) => {
    if (!file) return;
    setDraft(used);
    setUpload(null);
    setImportId(null);
    setStage('import');
    run.mutate({ mapping, file, onCreated: (created) => setImportId(created.id), onProgress: setUpload });
  };

  const again = () => {
    run.reset();
    previewCsv.reset();
    setFile(null);
    setFileRefusal(null);
    setPreview(null);
    setDraft(undefined);
    setStage('file');
  };

  const backToMapping = () => {
    run.reset();
    setStage('map');
  };

  const current = stages.indexOf(stage);
  return (
    <SectionCard title={t('csv.title')} description={t('csvImport.description')}>
      <div className="flex flex-col gap-5" data-provider-id={provider.id}>
        <div className="flex flex-col gap-2">
          <h3 ref={heading} tabIndex={-1} className="text-sm font-semibold text-txt outline-none">
            {t('csvImport.stepOf', { current: current + 1, total: stages.length, name: t(`csvImport.steps.${stage}`) })}
          </h3>
          <div className="grid grid-cols-3 gap-1.5" aria-hidden="true">
            {stages.map((name, index) => (
              <span key={name} className={`h-1 rounded-full ${index <= current ? 'bg-accent' : 'bg-basic-border'}`} />
            ))}
          </div>
        </div>

        {stage === 'file' && (
          <CsvFileStep
            file={file}
            kind={kind}
            pending={previewCsv.isPending}
            onFile={(chosen) => choose({ file: chosen })}
            onKind={(chosen) => choose({ kind: chosen })}
            onPreview={showPreview}
            refusal={fileRefusal}
          />
        )}
        {stage === 'map' && preview && file && (
          <CsvMappingStep
            kind={kind}
            preview={preview}
            fileName={file.name}
            initial={draft}
            onBack={() => setStage('file')}
            onStart={start}
          />
        )}
        {stage === 'import' && file && (
          <>
            {run.isPending && <CsvImportProgress name={file.name} upload={upload} server={progress.data} />}
            {run.data && <CsvImportOutcome outcome={run.data} onAnother={again} onBack={backToMapping} />}
            {run.isError && (
              <div className="flex flex-col gap-4">
                <p role="alert" className="rounded-md bg-error-soft px-3 py-2 text-sm font-medium text-error-text">
                  {t('csvImport.failed')}: {messageOf(run.error, t('errors.generic'))}
                </p>
                <div className="flex flex-wrap gap-3">
                  <Button variant="secondary" onClick={backToMapping}>
                    {t('csvImport.backToMapping')}
                  </Button>
                  <Button onClick={again}>{t('csvImport.another')}</Button>
                </div>
              </div>
            )}
          </>
        )}
      </div>
    </SectionCard>
  );
}
