import type { DistributionEmployee } from '@salespulse/contract/distribution';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SectionCard } from '@/shared/ui/section-card';
import type { NameOf } from '../lib/employee-names';
import { fairnessRows } from '../lib/fairness';

const oneDecimal = new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'auto' });
const signed = new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** Expected versus received leads per employee, from the distribution's persistent ledger. */
export function FairnessTable({ members, nameOf }: { members: readonly DistributionEmployee[]; nameOf: NameOf }) {
  const { t } = useTranslation('distribution');
  const rows = fairnessRows(members);
  const th = 'px-4 py-2.5 text-left text-xs font-medium text-muted first:pl-6 last:pr-6 sm:first:pl-4 sm:last:pr-4';
  const td = 'px-4 py-3 text-sm tabular-nums first:pl-6 last:pr-6 sm:first:pl-4 sm:last:pr-4';
  return (
    <SectionCard title={t('fairness.title')} description={t('fairness.description')} flush>
      {rows.length === 0 || rows.every((row) => row.expected === 0 && row.received === 0) ? (
        <p className="px-6 py-5 text-sm text-muted sm:px-4">{t('fairness.none')}</p>
      ) : (
        // Focusable, so a keyboard can scroll the table sideways on a narrow screen.
        <div
          className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent-ring"
          tabIndex={0}
          role="region"
          aria-label={t('fairness.title')}
        >
          <table className="w-full min-w-[34rem] border-collapse">
            <thead className="border-b border-basic-border">
              <tr>
                <th scope="col" className={th}>
                  {t('fairness.employee')}
                </th>
                <th scope="col" className={`${th} text-right!`}>
                  {t('fairness.expected')}
                </th>
                <th scope="col" className={`${th} text-right!`}>
                  {t('fairness.received')}
                </th>
                <th scope="col" className={`${th} text-right!`}>
                  {t('fairness.difference')}
                </th>
                <th scope="col" className={`${th} text-right!`}>
                  {t('fairness.today')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-basic-border">
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className={`${td} text-left font-medium text-txt`}>
                    <span className="flex items-center gap-2">
                      {nameOf(row.employee)}
                      {row.away ? (
                        <span className="rounded-full bg-basic-subtle px-2 py-0.5 text-xs font-normal text-txt-secondary">
                          {t('fairness.away')}
                        </span>
                      ) : null}
                    </span>
                  </th>
                  <td className={`${td} text-right text-txt-secondary`}>{oneDecimal.format(row.expected)}</td>
                  <td className={`${td} text-right text-txt`}>{row.received}</td>
                  <td className={`${td} text-right ${row.difference < -0.5 ? 'text-error-text' : 'text-txt-secondary'}`}>
                    {signed.format(row.difference)}
                  </td>
                  <td className={`${td} text-right text-txt-secondary`}>
                    {row.dailyCap === null ? row.today : `${row.today} / ${row.dailyCap}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}
