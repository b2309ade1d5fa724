import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

type ProjectSearchProps = {
  value: string;
  onChange: (value: string) => void;
  busy: boolean;
};

export function ProjectSearch({ value, onChange, busy }: ProjectSearchProps) {
  const { t } = useTranslation('projects');
  const id = useId();
  return (
    <div className="relative w-80 md:w-72 sm:w-full">
      <label htmlFor={id} className="sr-only">
        {t('select.searchLabel')}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        className={`pointer-events-none absolute top-1/2 left-3 size-4.5 -translate-y-1/2 text-muted ${busy ? 'animate-pulse' : ''}`}
      >
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-3.5-3.5" />
      </svg>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('select.searchPlaceholder')}
        autoComplete="off"
        aria-busy={busy || undefined}
        className={
          'block min-h-11 w-full rounded-md border border-basic-border-strong bg-basic-surface py-2 pr-3 pl-10 text-sm text-txt ' +
          'shadow-card outline-none transition-[border-color,box-shadow] placeholder:text-muted hover:border-muted ' +
          'focus:border-accent focus:ring-3 focus:ring-accent-ring/25 xs:text-base'
        }
      />
    </div>
  );
}
