import { useEffect, useState } from 'react';
import { todayIn } from '@/shared/ui/calendar/calendar-days';

/** Now and today on the project's clocks, refreshed every `intervalMs` (the day turns at midnight there). */
export function useClock(timeZone: string, intervalMs = 30_000): { now: Date; today: string } {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return { now, today: todayIn(timeZone, now) };
}
