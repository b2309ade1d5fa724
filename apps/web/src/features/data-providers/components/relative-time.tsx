import { useTranslation } from '@/shared/i18n/use-translation';
import { absoluteTime, relativeTime } from '../lib/relative-time';
import { useNow } from '../lib/use-now';

/** When the provider last delivered data, relative to now, with the exact time on hover. */
export function RelativeTime({ at, empty }: { at: string | null; empty: string }) {
  const { t } = useTranslation('data-providers');
  const now = useNow();
  if (!at) return <span className="text-muted">{empty}</span>;
  return (
    <time dateTime={at} title={absoluteTime(at)}>
      {relativeTime(at, now) ?? t('list.justNow')}
    </time>
  );
}
