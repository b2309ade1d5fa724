import type { Schedule } from '@salespulse/contract/employees';
import type { CallEvent, TaskEvent } from '@salespulse/contract/ingestion';
import { isoDay, type Calendar, type LocalDay } from './demo-calendar';
import { random, tag, type Random } from './demo-random';
import { iso, type DemoMember, type DemoVersion, type DemoWorld, type Traits } from './demo-world';

// A member's working day apart from their leads: cold calls through their hours and a few daily
// tasks, most done on time, some late, a very few forgotten; and the call and task versions the
// deal stories use too.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How far back a window looks for daily tasks done late (16 working hours, over a weekend or two days off). */
export const LATE_TASK_DAYS = 6;
/** Of the tasks not done on time, the share never done (the rest are done late). */
const FORGOTTEN_TASKS = 0.01;
const DAILY_TASKS = [
  'Prepare the call list',
  'Update CRM notes',
  'Send the weekly report',
  'Review open proposals',
  'Plan tomorrow',
] as const;

export function dailyActivity(
  world: DemoWorld,
  calendar: Calendar,
  member: DemoMember,
  traits: Traits,
  owner: string,
  day: LocalDay,
): DemoVersion[] {
  const windows = calendar.windows(member.schedules, day);
  if (windows.length === 0) return [];
  const key = `${world.seed}|${member.email}|${day}`;
  const prefix = `${isoDay(day)}-${tag(member.email)}`;
  const versions: DemoVersion[] = [];

  const rng = random(`${key}|calls`);
  let n = 0;
  for (const window of windows) {
    let at = window.start + rng.between(2, 15) * MINUTE;
    while (at < window.end) {
      const hour = calendar.hourOf(at);
      const call = coldCall(rng, traits, owner, `demo-call-${prefix}-${n++}`, at);
      versions.push({ at, event: call });
      // Fewer calls over lunch and late in the day.
      const pace = hour === 12 ? 0.35 : hour >= 17 ? 0.7 : 1;
      at += call.durationSeconds * 1000 + rng.around(60 / (traits.callsPerHour * pace), 0.6) * MINUTE;
    }
  }

  const tasks = random(`${key}|tasks`);
  const count = tasks.int(2, 5);
  const first = windows[0]!;
  const last = windows[windows.length - 1]!;
  for (let i = 0; i < count; i++) {
    const createdAt = first.start + tasks.between(0, 30) * MINUTE;
    const dueAt = last.end;
    const done = tasks.chance(0.85);
    const onTime = Math.min(createdAt + tasks.between(0.5, 7.5) * HOUR, last.end + tasks.between(0, 45) * MINUTE);
    const completedAt = done ? onTime : lateCompletion(tasks, calendar, member.schedules, dueAt);
    versions.push(
      ...taskVersions({
        externalId: `demo-task-${prefix}-${i}`,
        owner,
        title: tasks.pick(DAILY_TASKS),
        createdAt,
        dueAt,
        completedAt,
        deal: null,
      }),
    );
  }
  return versions;
}

/**
 * A task not done on its day: done within the next two working days, as people catch up, and
 * forgotten only now and then, so a rep carries a few overdue tasks, not a month of them.
 */
export function lateCompletion(rng: Random, calendar: Calendar, schedules: readonly Schedule[], dueAt: number): number | null {
  if (rng.chance(FORGOTTEN_TASKS)) return null;
  return calendar.addWorking(schedules, dueAt, rng.between(0.5, 8) * HOUR);
}

export function coldCall(rng: Random, traits: Traits, owner: string, externalId: string, at: number): CallEvent {
  const answered = rng.chance(traits.pickup);
  const durationSeconds = answered ? Math.round(Math.min(1800, 20 + rng.around(150, 0.8))) : Math.round(rng.between(0, 25));
  return {
    type: 'call',
    externalId,
    ownerExternalId: owner,
    dealExternalId: null,
    startedAt: iso(at),
    durationSeconds,
    answered,
    direction: rng.chance(0.15) ? 'inbound' : 'outbound',
    updatedAt: iso(at),
  };
}

export function taskVersions(task: {
  externalId: string;
  owner: string;
  title: string;
  createdAt: number;
  dueAt: number;
  completedAt: number | null;
  deal: string | null;
}): DemoVersion[] {
  const base: TaskEvent = {
    type: 'task',
    externalId: task.externalId,
    ownerExternalId: task.owner,
    dealExternalId: task.deal,
    title: task.title,
    dueAt: iso(task.dueAt),
    completedAt: null,
    createdAt: iso(task.createdAt),
    updatedAt: iso(task.createdAt),
  };
  const versions: DemoVersion[] = [{ at: task.createdAt, event: base }];
  if (task.completedAt !== null && task.completedAt > task.createdAt) {
    versions.push({ at: task.completedAt, event: { ...base, completedAt: iso(task.completedAt), updatedAt: iso(task.completedAt) } });
  }
  return versions;
}
