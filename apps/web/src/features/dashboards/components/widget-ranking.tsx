import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

/** One ranked line: an employee or a team (`key` is its IRI). */
export type RankedRow = { key: string; name: string; value: number };

const TOP = 10;

type WidgetRankingProps = { rows: RankedRow[]; format: (value: number) => string; empty: string };

/** Employees or teams ranked as the server sends them (highest first), each bar against the highest. */
export function WidgetRanking({ rows, format, empty }: WidgetRankingProps) {
  const { t } = useTranslation('dashboards');
  const [all, setAll] = useState(false);
  if (rows.length === 0) return <p className="py-6 text-center text-sm text-muted">{empty}</p>;
  const highest = Math.max(0, ...rows.map((row) => row.value));
  const shown = all ? rows : rows.slice(0, TOP);
  return (
    <div className="flex flex-col gap-2">
      <ol className="flex flex-col gap-2.5">
        {shown.map((row) => (
          <li key={row.key} className="flex flex-col gap-1">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 truncate font-medium text-txt">{row.name}</span>
              <span className="shrink-0 text-txt-secondary tabular-nums">{format(row.value)}</span>
            </div>
            <div aria-hidden="true" className="h-2 rounded-full bg-basic-subtle">
              <div
                className="h-full rounded-full bg-accent"
                style={{ width: `${highest > 0 ? (Math.max(0, row.value) / highest) * 100 : 0}%` }}
              />
            </div>
          </li>
        ))}
      </ol>
      {rows.length > TOP ? (
        <button
          type="button"
          aria-expanded={all}
          onClick={() => setAll(!all)}
          className="min-h-11 self-start rounded-md px-3 text-sm font-semibold text-accent-text transition-colors hover:bg-accent-soft"
        >
          {all ? t('view.showTop', { count: TOP }) : t('view.showAll', { count: rows.length })}
        </button>
      ) : null}
    </div>
  );
}
