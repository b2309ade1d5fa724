import { createCalendar } from './demo-calendar';
import { DEMO_TIME_ZONE } from './demo-team';

/**
 * How many days back the demo's distribution went live: enough to hold the last `workdays` working
 * days (Monday to Friday in the demo's zone, today included) and no more. Playing the routed past
 * takes a step a minute after each new lead, the bulk of a first start's wait: a calendar week took
 * 1.5–3 minutes; three working days gave 176 routing decisions and a dry run of 137 leads (first
 * start 98 s at load 3–5); four are the "hundreds" the issue asks for at about a third more.
 */
export function demoRoutedDays(now: number, workdays = 4): number {
  const calendar = createCalendar(DEMO_TIME_ZONE);
  const today = calendar.dayOf(now);
  let counted = 0;
  let day = today;
  for (; counted < workdays; day--) if (calendar.weekday(day) <= 5) counted++;
  // The window starts at the start of the earliest counted day: `now` minus whole days plus today's part.
  return today - day;
}
