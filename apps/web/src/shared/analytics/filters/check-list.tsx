import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

export type CheckOption = { value: string; label: string; hint?: string; group?: string };

type CheckListProps = {
  label: string;
  options: readonly CheckOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
};

// Beyond this many options a search box helps more than scrolling.
const SEARCH_FROM = 8;

/** Checkboxes with "Select all" / "Clear" and, for long lists, a case-insensitive search. */
export function CheckList({ label, options, selected: applied, onChange: apply }: CheckListProps) {
  const { t } = useTranslation('analytics');
  const [query, setQuery] = useState('');
  const baseId = useId();
  // A choice reaches the screen through the URL, a navigation later: the boxes show it at once.
  const [selected, setSelected] = useState(applied);
  const [previous, setPrevious] = useState(applied);
  if (previous !== applied) {
    setPrevious(applied);
    setSelected(applied);
  }
  const onChange = (next: string[]) => {
    setSelected(next);
    apply(next);
  };
  const chosen = useMemo(() => new Set(selected), [selected]);
  const needle = query.trim().toLowerCase();
  const shown = needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
  const groups = [...new Set(shown.map((option) => option.group ?? ''))];

  const toggle = (value: string, on: boolean) => onChange(on ? [...selected, value] : selected.filter((current) => current !== value));

  if (options.length === 0) return <p className="px-4 py-6 text-center text-sm text-muted">{t('filters.noOptions')}</p>;

  return (
    <div className="flex min-h-0 flex-col">
      {options.length > SEARCH_FROM ? (
        <div className="border-b border-basic-border p-3">
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-label={t('filters.search', { label })}
            placeholder={t('filters.search', { label })}
            className="block min-h-10 w-full rounded-md border border-basic-border-strong bg-basic-surface px-3 text-sm text-txt placeholder:text-muted focus:border-accent focus:ring-3 focus:ring-accent-ring/25 focus:outline-none xs:text-base"
          />
        </div>
      ) : null}
      <div className="flex items-center justify-between gap-2 px-3 pt-2">
        <button
          type="button"
          className="rounded px-1.5 py-1 text-xs font-semibold text-accent-text hover:bg-accent-soft"
          onClick={() => onChange([...new Set([...selected, ...shown.map((o) => o.value)])])}
        >
          {t('filters.selectAll')}
        </button>
        <button
          type="button"
          disabled={selected.length === 0}
          className="rounded px-1.5 py-1 text-xs font-semibold text-accent-text hover:bg-accent-soft disabled:opacity-45"
          onClick={() => onChange([])}
        >
          {t('filters.clear')}
        </button>
      </div>
      <div className="min-h-0 overflow-y-auto px-2 pt-1 pb-2">
        {shown.length === 0 ? <p className="px-2 py-4 text-center text-sm text-muted">{t('filters.noMatches')}</p> : null}
        {groups.map((group) => {
          const groupId = `${baseId}-${group}`;
          return (
            <div key={group} role="group" aria-labelledby={group ? groupId : undefined} aria-label={group ? undefined : label}>
              {group ? (
                <p id={groupId} className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
                  {group}
                </p>
              ) : null}
              {shown
                .filter((option) => (option.group ?? '') === group)
                .map((option) => (
                  <label
                    key={option.value}
                    className="flex min-h-10 cursor-pointer items-center gap-2.5 rounded-md px-2 text-sm hover:bg-basic-subtle"
                  >
                    <input
                      type="checkbox"
                      className="size-4 shrink-0 accent-accent"
                      checked={chosen.has(option.value)}
                      onChange={(event) => toggle(option.value, event.target.checked)}
                    />
                    <span className="min-w-0 flex-1 truncate">{option.label}</span>
                    {option.hint ? <span className="shrink-0 text-xs text-muted">{option.hint}</span> : null}
                  </label>
                ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
