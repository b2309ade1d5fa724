import { useTranslation } from '@/shared/i18n/use-translation';

/** Active or paused, as a dot and a word (the colour never carries the meaning alone). */
export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('distribution');
  return (
    <span
      className={[
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium',
        active ? 'border-status-success/30 bg-status-success-soft text-txt' : 'border-basic-border bg-basic-subtle text-txt-secondary',
      ].join(' ')}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${active ? 'bg-status-success' : 'bg-muted'}`} />
      {active ? t('overview.active') : t('overview.paused')}
    </span>
  );
}
