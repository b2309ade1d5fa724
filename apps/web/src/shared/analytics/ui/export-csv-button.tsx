import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { downloadCsv } from '../csv';

type ExportCsvButtonProps = {
  filename: string;
  /** Builds the file when asked: every row, whatever the table shows (search, tabs). */
  build: () => string;
  disabled?: boolean;
  label?: string;
};

export function ExportCsvButton({ filename, build, disabled = false, label }: ExportCsvButtonProps) {
  const { t } = useTranslation('analytics');
  return (
    <Button type="button" variant="secondary" disabled={disabled} onClick={() => downloadCsv(filename, build())} className="sm:w-full">
      <svg className="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {label ?? t('table.exportCsv')}
    </Button>
  );
}
