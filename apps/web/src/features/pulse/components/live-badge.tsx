import { useTranslation } from '@/shared/i18n/use-translation';
import { useLiveStatus } from '@/shared/live/use-live-updates';

const dots = { live: 'bg-status-success', connecting: 'bg-muted', offline: 'bg-status-warning' } as const;

/** Whether new activity shows up by itself right now. */
export function LiveBadge({ projectId }: { projectId: string }) {
  const { t } = useTranslation('pulse');
  const status = useLiveStatus(projectId);
  return (
    <span role="status" className="inline-flex items-center gap-1.5 text-xs font-medium text-txt-secondary">
      <span aria-hidden="true" className={`size-2 rounded-full ${dots[status]} ${status === 'live' ? 'animate-pulse' : ''}`} />
      {t(`live.${status}`)}
    </span>
  );
}
