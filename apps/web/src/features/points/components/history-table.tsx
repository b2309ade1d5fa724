import type { PointTransaction } from '@salespulse/contract/points';
import { formatCount } from '@/shared/analytics/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { DataCell, DataRow, DataTable, HeaderCell } from '@/shared/ui/data-table';
import { signedPoints } from '../lib/format-points';

export type HistoryView = {
  rows: PointTransaction[];
  showEmployee: boolean;
  nameOf: (employee: string) => string;
  formatTime: (iso: string) => string;
};

export const amountTone = (amount: number) => (amount < 0 ? 'text-error-text' : 'text-status-success-text');

export function HistoryTable({ rows, showEmployee, nameOf, formatTime }: HistoryView) {
  const { t } = useTranslation('points');
  return (
    <DataTable
      caption={t('history.caption')}
      columns={
        <>
          <HeaderCell>{t('history.date')}</HeaderCell>
          {showEmployee ? <HeaderCell>{t('history.employee')}</HeaderCell> : null}
          <HeaderCell align="right">{t('history.amount')}</HeaderCell>
          <HeaderCell align="right">{t('history.balance')}</HeaderCell>
          {/* The comment takes the room the other columns leave. */}
          <HeaderCell className="w-full min-w-48">{t('history.comment')}</HeaderCell>
          <HeaderCell>{t('history.author')}</HeaderCell>
        </>
      }
    >
      {rows.map((row) => (
        <DataRow key={row.id}>
          <DataCell className="whitespace-nowrap text-txt-secondary tabular-nums">
            <time dateTime={row.createdAt}>{formatTime(row.createdAt)}</time>
          </DataCell>
          {showEmployee ? <DataCell className="min-w-36 font-medium text-txt">{nameOf(row.employee)}</DataCell> : null}
          <DataCell className={`text-right font-semibold whitespace-nowrap tabular-nums ${amountTone(row.amount)}`}>
            {signedPoints(row.amount)}
          </DataCell>
          <DataCell className="text-right text-txt tabular-nums">{formatCount(row.balance)}</DataCell>
          <DataCell className="break-words text-txt-secondary">{row.comment ?? <span className="text-muted">—</span>}</DataCell>
          <DataCell className="whitespace-nowrap text-txt-secondary">
            {row.author?.name ?? <span className="text-muted italic">{t('history.formerUserColumn')}</span>}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
