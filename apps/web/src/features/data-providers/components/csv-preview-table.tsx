import type { CsvPreview } from '@salespulse/contract/csv-import';
import { useTranslation } from '@/shared/i18n/use-translation';

export function CsvPreviewTable({ preview, name }: { preview: CsvPreview; name: string }) {
  const { t } = useTranslation('data-providers');
  const title = t('csvImport.previewTitle', { name });
  return (
    // Focusable so keyboard users can scroll a wide file sideways.
    <div
      role="region"
      aria-label={title}
      tabIndex={0}
      className="relative max-h-80 overflow-auto rounded-md border border-basic-border focus-visible:outline-2 focus-visible:outline-accent-ring"
    >
      <table className="min-w-full text-left text-xs">
        <caption className="sr-only">{t('csvImport.previewCaption', { count: preview.rows.length })}</caption>
        <thead className="sticky top-0 bg-basic-subtle">
          <tr>
            {preview.headers.map((header, index) => (
              <th key={index} scope="col" className="border-b border-basic-border px-3 py-2 font-semibold whitespace-nowrap text-txt">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-b border-basic-border last:border-b-0">
              {preview.headers.map((_, cellIndex) => (
                <td key={cellIndex} className="max-w-60 truncate px-3 py-1.5 whitespace-nowrap text-txt-secondary">
                  {row[cellIndex] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
