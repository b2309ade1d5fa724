import {
  POINT_AMOUNT_MAX,
  POINT_CONTEST_DAYS_MAX,
  POINT_CONTEST_NAME_MAX,
  POINT_CONTEST_PRIZES_MAX,
  pointContestMetrics,
  type PointContest,
  type PointContestCreate,
  type PointContestPatch,
} from '@salespulse/contract/points';
import * as z from 'zod/mini';
import { formatCount } from '@/shared/analytics/format';
import type { TranslateFn } from '@/shared/i18n/translate';
import { type Day, daysBetween, shiftDay } from '@/shared/ui/calendar/calendar-days';

/** A new contest starts today and runs a week, with three prizes: easy to change, quick to accept. */
const DEFAULT_LENGTH_DAYS = 7;
const DEFAULT_PRIZES = [100, 60, 30];

export function contestFormSchema(t: TranslateFn, today: Day) {
  return z.object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, t('contests.form.errors.name')),
        z.maxLength(POINT_CONTEST_NAME_MAX, t('contests.form.errors.nameLength', { max: POINT_CONTEST_NAME_MAX })),
      ),
    metric: z.enum(pointContestMetrics),
    days: z.object({ from: z.string(), to: z.string() }).check(
      z.refine((days) => days.to >= today, t('contests.form.errors.pastEnd')),
      z.refine(
        (days) => daysBetween(days.from, days.to) < POINT_CONTEST_DAYS_MAX,
        t('contests.form.errors.tooLong', { max: POINT_CONTEST_DAYS_MAX }),
      ),
    ),
    prizes: z
      .array(
        z.object({
          points: z
            .nullable(z.number())
            .check(
              z.refine(
                (points) => points !== null && Number.isInteger(points) && points >= 1 && points <= POINT_AMOUNT_MAX,
                t('contests.form.errors.prize', { max: formatCount(POINT_AMOUNT_MAX) }),
              ),
            ),
        }),
      )
      .check(z.minLength(1), z.maxLength(POINT_CONTEST_PRIZES_MAX)),
    // Everyone, or the chosen employees (at least one).
    who: z
      .object({ everyone: z.boolean(), chosen: z.array(z.string()) })
      .check(z.refine((who) => who.everyone || who.chosen.length > 0, t('contests.form.errors.participants'))),
  });
}
export type ContestFormValues = z.input<ReturnType<typeof contestFormSchema>>;
export type ContestFormData = z.output<ReturnType<typeof contestFormSchema>>;

export function newContestValues(today: Day): ContestFormValues {
  return {
    name: '',
    metric: 'successCalls',
    days: { from: today, to: shiftDay(today, DEFAULT_LENGTH_DAYS - 1) },
    prizes: DEFAULT_PRIZES.map((points) => ({ points })),
    who: { everyone: true, chosen: [] },
  };
}

export function contestValues(contest: PointContest): ContestFormValues {
  return {
    name: contest.name,
    metric: contest.metric,
    days: { from: contest.startsOn, to: contest.endsOn },
    prizes: contest.prizes.map((points) => ({ points })),
    who: { everyone: contest.participants.length === 0, chosen: [...contest.participants] },
  };
}

const prizeList = (data: ContestFormData) => data.prizes.map(({ points }) => points ?? 0);

export function toContestCreate(projectId: string, data: ContestFormData): PointContestCreate {
  return {
    project: `/api/projects/${projectId}`,
    name: data.name,
    metric: data.metric,
    startsOn: data.days.from,
    endsOn: data.days.to,
    prizes: prizeList(data),
    ...(data.who.everyone ? {} : { participants: data.who.chosen }),
  };
}

const sameList = (a: readonly string[] | readonly number[], b: readonly string[] | readonly number[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Only what changed: an unchanged last day that is already over (a contest waiting for its prizes)
 * would otherwise be refused as "in the past".
 */
export function toContestPatch(contest: PointContest, data: ContestFormData): PointContestPatch {
  const patch: PointContestPatch = {};
  if (data.name !== contest.name) patch.name = data.name;
  if (data.days.to !== contest.endsOn) patch.endsOn = data.days.to;
  const prizes = prizeList(data);
  if (!sameList(prizes, contest.prizes)) patch.prizes = prizes;
  const participants = data.who.everyone ? [] : data.who.chosen;
  if (!sameList([...participants].sort(), [...contest.participants].sort())) patch.participants = participants;
  return patch;
}

/** Where each server violation shows: the days under Days, `prizes.N` under its row, `participants.N` under the list. */
export function contestFieldOf(propertyPath: string) {
  if (propertyPath === 'startsOn' || propertyPath === 'endsOn') return 'days' as const;
  if (propertyPath === 'name' || propertyPath === 'metric') return propertyPath;
  if (propertyPath === 'participants' || propertyPath.startsWith('participants.')) return 'who' as const;
  const prize = /^prizes\.(\d+)$/.exec(propertyPath);
  if (prize) return `prizes.${Number(prize[1])}.points` as const;
  return undefined;
}
