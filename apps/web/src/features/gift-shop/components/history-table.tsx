import type { GiftRequest } from '@salespulse/contract/gifts';
import { useTranslation } from '@/shared/i18n/use-translation';
import { DataCell, DataRow, DataTable, HeaderCell } from '@/shared/ui/data-table';
import { useFormatDateTime, usePoints } from '../lib/request-format';
import { RequestStatusBadge } from './request-status-badge';

export type HistoryView = { rows: GiftRequest[]; showEmployee: boolean };

export function HistoryTable({ rows, showEmployee }: HistoryView) {
  const { t } = useTranslation('gift-requests');
  const points = usePoints();
  const formatDateTime = useFormatDateTime();
  return (
    <DataTable
      caption={t('history.caption')}
      columns={
        <>
          <HeaderCell>{t('history.status')}</HeaderCell>
          {showEmployee ? <HeaderCell>{t('history.employee')}</HeaderCell> : null}
          <HeaderCell>{t('history.gift')}</HeaderCell>
          <HeaderCell align="right">{t('history.price')}</HeaderCell>
          <HeaderCell>{t('history.decidedBy')}</HeaderCell>
          <HeaderCell>{t('history.decidedAt')}</HeaderCell>
        </>
      }
    >
      {rows.map((row) => (
        <DataRow key={row.id}>
          <DataCell>
            <RequestStatusBadge status={row.status} />
          </DataCell>
          {showEmployee ? <DataCell className="font-medium text-txt">{row.employee.name}</DataCell> : null}
          <DataCell className="max-w-64 break-words text-txt">{row.giftProduct.name}</DataCell>
          <DataCell className="text-right font-semibold whitespace-nowrap text-txt tabular-nums">{points(row.price)}</DataCell>
          <DataCell className="text-txt-secondary">{row.decidedBy?.name ?? <span className="text-muted">—</span>}</DataCell>
          <DataCell className="whitespace-nowrap text-txt-secondary tabular-nums">
            {row.decidedAt ? <time dateTime={row.decidedAt}>{formatDateTime(row.decidedAt)}</time> : <span className="text-muted">—</span>}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
