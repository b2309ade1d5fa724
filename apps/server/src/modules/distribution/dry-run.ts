import { iri } from '@salespulse/contract/common';
import {
  DISTRIBUTION_DRY_RUN_MAX_LEADS,
  type DistributionDryRunEmployee,
  type DistributionDryRunResult,
  type PropertyCondition,
} from '@salespulse/contract/distribution';
import type { Database } from '../../db/database';
import type { Member as DraftMember } from './distribution.repository';
import type { DistributionRow } from '../../db/schema/distribution';
import { createDryRunRepository, type PastLead } from './dry-run.repository';
import type { DistributionRule, ResolvedCondition } from './engine/conditions';
import type { Member } from './engine/eligibility';
import { replay } from './engine/replay';
import { engineRules, readDistributionSettings } from './engine/rules';
import { effectiveSchedule } from './engine/schedule';
import { systemClock, type Clock } from '../../lib/time/clock';
import { zoneOf } from '../../lib/time/zone';
import { createLeadStore } from './lead-store';

const DAY = 86_400_000;
const DRAFT_ID = 'draft';
/** Lead states in which the lead's employee still holds it from its distribution. */
const HELD = new Set(['assigned', 'processed']);

export type Draft = {
  position?: number;
  productIds: string[];
  dataProviderIds: string[];
  propertyConditions: PropertyCondition[];
  fallbackEmployeeId: string | null;
  members: DraftMember[];
};

type Rulable = {
  id: string;
  productIds: string[];
  dataProviderIds: string[];
  propertyConditions: PropertyCondition[];
  position: number;
  createdAt: Date;
};

const byPriority = (a: Rulable, b: Rulable) =>
  a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
const plural = (count: number, word: string) => `${count.toLocaleString('en')} ${word}${count === 1 ? '' : 's'}`;

/**
 * Replays the last `days` of the project's leads through a draft of a distribution and compares
 * each employee's share with what the saved distribution gave them in the same window. Read-only:
 * plain reads without locks, the engine in memory on a simulated clock (engine/replay.ts).
 */
export function createDryRun(deps: { db: Database; now?: Clock }) {
  const repo = createDryRunRepository(deps.db);
  const store = createLeadStore(deps.db);
  const clock = deps.now ?? systemClock;

  async function resolveRules(list: Rulable[]): Promise<DistributionRule[]> {
    const keys = await store.propertyKeys([...new Set(list.flatMap((d) => d.propertyConditions.map((c) => c.property)))]);
    return list.map((d) => ({
      id: d.id,
      productIds: d.productIds,
      dataProviderIds: d.dataProviderIds,
      // A deleted property holds for no deal, as in the live engine.
      conditions: d.propertyConditions.map((c): ResolvedCondition => {
        const key = keys.get(c.property);
        return key ? { ...key, operator: c.operator, value: c.value } : { dataProviderId: '', key: '', operator: 'eq', value: '' };
      }),
    }));
  }

  return async function dryRun(
    projectId: string,
    days: number,
    edited: DistributionRow | undefined,
    draft: Draft,
  ): Promise<DistributionDryRunResult> {
    const to = clock();
    const windowStart = new Date(to.getTime() - days * DAY);
    const [stored, active, newest] = await Promise.all([
      store.settings(projectId),
      store.activeDistributions(projectId),
      repo.leads(projectId, windowStart, to, DISTRIBUTION_DRY_RUN_MAX_LEADS + 1),
    ]);
    const truncated = newest.length > DISTRIBUTION_DRY_RUN_MAX_LEADS;
    const leads: PastLead[] = newest.slice(0, DISTRIBUTION_DRY_RUN_MAX_LEADS).reverse();
    const from = truncated ? leads[0]!.at : windowStart;
    const settings = readDistributionSettings(stored);
    const zone = zoneOf(settings.timezone);

    // The draft takes the edited distribution's place, or joins after those of its position.
    const draftRule: Rulable = {
      id: DRAFT_ID,
      productIds: draft.productIds,
      dataProviderIds: draft.dataProviderIds,
      propertyConditions: draft.propertyConditions,
      position: draft.position ?? edited?.position ?? 0,
      createdAt: edited?.createdAt ?? to,
    };
    const order = [...active.filter((d) => d.id !== edited?.id), draftRule].sort(byPriority);
    const rules = await resolveRules(order);

    const current = new Map<string, number>();
    if (edited) {
      for (const lead of leads) {
        if (lead.distributionId !== edited.id || !lead.employeeId || lead.viaFallback || !HELD.has(lead.state ?? '')) continue;
        current.set(lead.employeeId, (current.get(lead.employeeId) ?? 0) + 1);
      }
    }
    const ids = [
      ...new Set([
        ...draft.members.map((m) => m.employeeId),
        ...current.keys(),
        ...(draft.fallbackEmployeeId ? [draft.fallbackEmployeeId] : []),
      ]),
    ];
    const people = new Map((await repo.employees(projectId, ids)).map((e) => [e.id, e]));

    const members: Member[] = draft.members.map((m) => ({
      employeeId: m.employeeId,
      weight: m.weight,
      dailyCap: m.dailyCap,
      expected: 0,
      received: 0,
      day: null,
      dayCount: 0,
      away: false,
      active: people.get(m.employeeId)?.status === 'active',
      schedule: effectiveSchedule(people.get(m.employeeId)?.schedules ?? [], settings.workHours),
    }));
    const fallback = draft.fallbackEmployeeId
      ? { employeeId: draft.fallbackEmployeeId, active: people.get(draft.fallbackEmployeeId)?.status === 'active' }
      : null;
    const result = replay({
      leads: leads.map((l) => ({
        at: l.at.getTime(),
        facts: { dataProviderId: l.dataProviderId, productId: l.productId, properties: l.properties },
      })),
      distributions: rules,
      draftId: DRAFT_ID,
      members,
      fallback,
      zone,
      rules: engineRules(settings),
      until: to.getTime(),
    });

    const currentTotal = [...current.values()].reduce((sum, n) => sum + n, 0);
    const row = (employeeId: string, weight: number | null, dailyCap: number | null): DistributionDryRunEmployee => {
      const currentReceived = current.get(employeeId) ?? 0;
      const draftReceived = result.received.get(employeeId) ?? 0;
      const currentShare = share(currentReceived, currentTotal);
      const draftShare = share(draftReceived, result.assigned);
      return {
        employee: iri('employees', employeeId),
        name: people.get(employeeId)?.name ?? '',
        weight,
        dailyCap,
        currentReceived,
        currentShare,
        draftReceived,
        draftShare,
        change: draftShare - currentShare,
      };
    };
    const inDraft = new Set(draft.members.map((m) => m.employeeId));
    const leaving = [...current.keys()].filter((id) => !inDraft.has(id)).sort((a, b) => current.get(b)! - current.get(a)!);
    const employees = [...draft.members.map((m) => row(m.employeeId, m.weight, m.dailyCap)), ...leaving.map((id) => row(id, null, null))];

    const assumptions = [
      'Delay and re-assignment are not replayed: whether a manager would have processed a lead in time depends on what happened after it.',
      'Nobody is away in the replay, since away marks follow missed leads.',
      `Today's schedules, employee statuses and settings apply to the whole window (time zone ${settings.timezone}, leads wait up to ${plural(settings.postpone.value, 'minute')} for someone to start work).`,
      'The draft starts with a fresh ledger and empty daily caps; the other active distributions take the leads their conditions take first, as they are now.',
      edited
        ? "'Now' counts the leads of the window each employee holds from the saved distribution today, re-assignments included."
        : 'This is a new distribution: nobody has received leads from it yet.',
      'A lead nobody could take before the end of the window counts as waiting.',
    ];
    if (edited && !edited.active) assumptions.push('The saved distribution is paused: the draft is replayed as if it were active.');
    if (truncated)
      assumptions.push(`Only the latest ${plural(DISTRIBUTION_DRY_RUN_MAX_LEADS, 'lead')} were replayed, from ${from.toISOString()}.`);

    return {
      days,
      from: from.toISOString(),
      to: to.toISOString(),
      replayed: leads.length,
      leads: result.taken,
      assigned: result.assigned,
      fallback: result.fallback,
      waiting: result.waiting,
      elsewhere: result.elsewhere,
      unmatched: result.unmatched,
      truncated,
      employees,
      assumptions,
    };
  };
}

export type DryRun = ReturnType<typeof createDryRun>;
