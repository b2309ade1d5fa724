import { format } from 'date-fns';
import { useTranslation } from '@/shared/i18n/use-translation';
import { toDate } from '@/shared/ui/calendar/calendar-days';

/** Under a board with team rows: whose teams they are (the teams of the period's last day). */
export function TeamsNote({ day, className = 'text-xs text-muted' }: { day: string; className?: string }) {
  const { t } = useTranslation('pulse');
  return <p className={className}>{t('team.asOf', { date: format(toDate(day), 'd MMMM yyyy') })}</p>;
}
