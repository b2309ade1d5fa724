import type { DistributionDryRunEmployee, DistributionDryRunResult } from '@salespulse/contract/distribution';
import { distributionDryRunDays } from '@salespulse/contract/distribution-values';
import type { Ref } from 'react';
import { ApiError } from '@/shared/api/http';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button, type ButtonStatus } from '@/shared/ui/button';
import { SectionCard } from '@/shared/ui/section-card';
import { SelectField } from '@/shared/ui/select-field';
import { changeOf, isEmptyRun, shareText } from '../lib/dry-run';

export type DryRunDays = (typeof distributionDryRunDays)[number];

type DryRunPanelProps = {
  days: DryRunDays;
  onDaysChange: (days: DryRunDays) => void;
  onRun: () => void;
  status: ButtonStatus;
  result?: DistributionDryRunResult;
  error?: unknown;
  /** The form has fields to fix before a dry run can read it. */
  invalid?: boolean;
  ref?: Ref<HTMLDivElement>;
};

const toneClass = { up: 'text-status-success', down: 'text-error-text', none: 'text-txt-secondary' } as const;
const th = 'px-4 py-2.5 text-right text-xs font-medium text-muted first:pl-6 first:text-left last:pr-6 sm:first:pl-4 sm:last:pr-4';
const td = 'px-4 py-3 text-right text-sm tabular-nums first:pl-6 last:pr-6 sm:first:pl-4 sm:last:pr-4';

function Row({ row }: { row: DistributionDryRunEmployee }) {
  const { t } = useTranslation('distribution');
  const change = changeOf(row.change);
  return (
    <tr>
      <th scope="row" className={`${td} text-left! font-medium text-txt`}>
        {row.name || t('dryRun.unknownEmployee')}
      </th>
      <td className={`${td} text-txt-secondary`}>{row.weight ?? t('dryRun.notInDraft')}</td>
      <td className={`${td} text-txt-secondary`}>
        {row.currentReceived} · {shareText(row.currentShare)}
      </td>
      <td className={`${td} text-txt`}>
        {row.draftReceived} · {shareText(row.draftShare)}
      </td>
      <td className={`${td} font-medium ${toneClass[change.tone]}`}>
        {change.text}
        <span className="sr-only"> ({t(`dryRun.change.${change.label}`)})</span>
      </td>
    </tr>
  );
}

function Result({ result }: { result: DistributionDryRunResult }) {
  const { t } = useTranslation('distribution');
  if (isEmptyRun(result)) return <p className="px-6 py-5 text-sm text-muted sm:px-4">{t('dryRun.empty', { count: result.days })}</p>;
  const others = result.elsewhere + result.unmatched;
  return (
    <div className="flex flex-col">
      <p className="px-6 pt-5 text-sm text-txt sm:px-4" data-testid="dry-run-summary">
        {t('dryRun.summary', {
          count: result.replayed,
          days: result.days,
          leads: result.leads,
          assigned: result.assigned,
          fallback: result.fallback,
          waiting: result.waiting,
        })}
        {others > 0 ? ` ${t('dryRun.others', { count: others })}` : ''}
      </p>
      {result.employees.length === 0 ? (
        <p className="px-6 py-5 text-sm text-muted sm:px-4">{t('dryRun.noEmployees')}</p>
      ) : (
        // Focusable, so a keyboard can scroll the table sideways on a narrow screen; relative, so the
        // screen-reader texts in its cells (absolutely placed) scroll with it instead of widening the page.
        <div
          className="relative mt-3 overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent-ring"
          tabIndex={0}
          role="region"
          aria-label={t('dryRun.caption', { count: result.days })}
        >
          <table className="w-full min-w-[36rem] border-collapse">
            <caption className="sr-only">{t('dryRun.caption', { count: result.days })}</caption>
            <thead className="border-y border-basic-border">
              <tr>
                <th scope="col" className={th}>
                  {t('dryRun.employee')}
                </th>
                <th scope="col" className={th}>
                  {t('dryRun.weight')}
                </th>
                <th scope="col" className={th}>
                  {t('dryRun.now')}
                </th>
                <th scope="col" className={th}>
                  {t('dryRun.draft')}
                </th>
                <th scope="col" className={th}>
                  {t('dryRun.changeHeading')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-basic-border">
              {result.employees.map((row) => (
                <Row key={row.employee} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="border-t border-basic-border px-6 py-4 sm:px-4">
        <h3 className="text-xs font-medium text-muted">{t('dryRun.assumptions')}</h3>
        <ul className="mt-1.5 list-disc space-y-1 pl-5 text-xs text-txt-secondary">
          {result.assumptions.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Replays recent leads through the unsaved form and compares each employee's share with today's. */
export function DryRunPanel({ days, onDaysChange, onRun, status, result, error, invalid, ref }: DryRunPanelProps) {
  const { t } = useTranslation('distribution');
  const message = invalid
    ? t('dryRun.invalid')
    : error
      ? error instanceof ApiError && error.message
        ? error.message
        : t('dryRun.failed')
      : null;
  return (
    <div ref={ref} className="scroll-mt-4">
      <SectionCard
        title={t('dryRun.title')}
        description={t('dryRun.description')}
        flush
        actions={
          <div className="flex items-end gap-3 sm:w-full">
            <SelectField
              label={t('dryRun.period')}
              value={String(days)}
              onChange={(event) => onDaysChange(Number(event.target.value) as DryRunDays)}
              className="w-40 sm:w-auto sm:min-w-0 sm:flex-1"
            >
              {distributionDryRunDays.map((option) => (
                <option key={option} value={option}>
                  {t('dryRun.lastDays', { count: option })}
                </option>
              ))}
            </SelectField>
            <Button type="button" variant="secondary" status={status} onClick={onRun} className="shrink-0">
              {t('dryRun.run')}
            </Button>
          </div>
        }
      >
        <div aria-live="polite">
          {message ? (
            <p role="alert" className="px-6 py-5 text-sm text-error-text sm:px-4">
              {message}
            </p>
          ) : status === 'pending' ? (
            <p role="status" className="px-6 py-5 text-sm text-muted sm:px-4">
              {t('dryRun.running')}
            </p>
          ) : result ? (
            <Result result={result} />
          ) : (
            <p className="px-6 py-5 text-sm text-muted sm:px-4">{t('dryRun.idle')}</p>
          )}
        </div>
      </SectionCard>
    </div>
  );
}
