import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { IconClose } from '@/shared/ui/icons';
import { matchesSearch, toggleMember, type MemberOption } from '../lib/member-selection';

type MemberPickerProps = {
  options: readonly MemberOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string;
};

/**
 * The members of a team: the chosen ones as removable chips, then every employee to pick from with
 * a search; someone in another team says which team they would move from.
 */
export function MemberPicker({ options, selected, onChange, error }: MemberPickerProps) {
  const { t } = useTranslation('teams');
  const [search, setSearch] = useState('');
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const searchId = useId();
  const byIri = new Map(options.map((option) => [option.iri, option]));
  const shown = options.filter((option) => matchesSearch(option, search));
  const chosen = new Set(selected);

  return (
    <fieldset
      aria-labelledby={labelId}
      aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
      className="flex min-w-0 flex-col gap-2"
    >
      <div className="flex items-baseline justify-between gap-2">
        <legend id={labelId} className="text-sm font-medium text-txt">
          {t('dialog.members')}
        </legend>
        <span className="text-xs text-muted" aria-live="polite">
          {t('dialog.selected', { count: selected.length })}
        </span>
      </div>
      <p id={hintId} className="text-xs text-muted">
        {t('dialog.membersHint')}
      </p>
      {selected.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('dialog.members')}>
          {selected.map((iri) => {
            const name = byIri.get(iri)?.name ?? t('unknownEmployee');
            return (
              <li key={iri}>
                <button
                  type="button"
                  onClick={() => onChange(toggleMember(selected, iri))}
                  aria-label={t('dialog.remove', { name })}
                  className="inline-flex min-h-8 items-center gap-1 rounded-full border border-basic-border bg-basic-subtle py-1 pr-2 pl-3 text-xs font-medium text-txt hover:border-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-ring"
                >
                  {name}
                  <IconClose className="size-3.5 text-muted" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <label htmlFor={searchId} className="sr-only">
        {t('dialog.search')}
      </label>
      <input
        id={searchId}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('dialog.search')}
        autoComplete="off"
        className="block min-h-11 w-full rounded-md border border-basic-border-strong bg-basic-surface px-3 py-2 text-sm text-txt shadow-card outline-none placeholder:text-muted hover:border-muted focus:border-accent focus:ring-3 focus:ring-accent-ring/25 xs:text-base"
      />
      <div
        className={`max-h-64 overflow-y-auto rounded-md border ${error ? 'border-error' : 'border-basic-border'} bg-basic-surface`}
        aria-invalid={error ? true : undefined}
      >
        {shown.length === 0 ? (
          <p className="px-3 py-4 text-center text-sm text-muted">
            {options.length === 0 ? t('dialog.noEmployees') : t('dialog.noMatch', { search: search.trim() })}
          </p>
        ) : (
          <ul className="divide-y divide-basic-border">
            {shown.map((option) => {
              const checked = chosen.has(option.iri);
              // Someone in another team says so; once picked, the hint stands out: saving moves them.
              const hint = option.movesFrom ? t('dialog.movesFrom', { team: option.movesFrom }) : undefined;
              const id = `${searchId}-${option.iri}`;
              return (
                <li key={option.iri} className="flex min-h-11 items-center gap-3 px-3 py-2">
                  <input
                    id={id}
                    type="checkbox"
                    checked={checked}
                    onChange={() => onChange(toggleMember(selected, option.iri))}
                    aria-describedby={hint ? `${id}-team` : undefined}
                    className="size-4 shrink-0 cursor-pointer accent-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-ring"
                  />
                  <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer flex-wrap items-baseline gap-x-2 text-sm text-txt">
                    <span className="break-words">{option.name}</span>
                    {option.inactive ? <span className="text-xs text-muted">{t('dialog.inactive')}</span> : null}
                  </label>
                  {hint ? (
                    <span
                      id={`${id}-team`}
                      data-selected={checked || undefined}
                      className={`shrink-0 text-right text-xs ${checked ? 'font-semibold text-accent-text' : 'text-muted'}`}
                    >
                      {hint}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-error-text">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
