import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

/** How many values show before "Show all". */
export const OPTIONS_PREVIEW = 8;

/** The values seen so far, as a filter will offer them; long lists open on demand. */
export function PropertyOptions({ options }: { options: string[] }) {
  const { t } = useTranslation('mapping');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (options.length === 0) return <p className="text-xs text-muted italic">{t('properties.noValues')}</p>;
  const shown = expanded ? options : options.slice(0, OPTIONS_PREVIEW);
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <ul id={listId} aria-label={t('properties.valuesLabel')} className="contents">
        {shown.map((option) => (
          <li
            key={option}
            className="max-w-56 truncate rounded-sm border border-basic-border bg-basic-subtle px-1.5 py-0.5 text-xs text-txt-secondary"
            title={option}
          >
            {option}
          </li>
        ))}
      </ul>
      {options.length > OPTIONS_PREVIEW ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
          className="min-h-8 rounded-sm px-1.5 text-xs font-semibold text-accent-text hover:underline focus-visible:outline-2 focus-visible:outline-accent-ring"
        >
          {expanded ? t('properties.fewerValues') : t('properties.moreValues', { count: options.length })}
        </button>
      ) : null}
    </div>
  );
}
