import { iri } from '@salespulse/contract/common';
import type {
  Distribution,
  DistributionEmployee,
  DistributionLog,
  DistributionPreset,
  DistributionReason,
} from '@salespulse/contract/distribution';
import type { MyDistributionShare, MyDistributionShareEntry } from '@salespulse/contract/distribution-share';
import type { DistributionPresetRow, DistributionRow } from '../../db/schema/distribution';
import type { DistributionStats, LogWithDeal, MemberWithClock } from './distribution.repository';
import { expectedAt } from './engine/ledger';

const employeeIri = (id: string) => iri('employees', id);

export function toDistributionEmployee(row: MemberWithClock, today: string): DistributionEmployee {
  return {
    '@id': iri('distribution_employees', row.id),
    '@type': 'DistributionEmployee',
    id: row.id,
    distribution: iri('distributions', row.distributionId),
    employee: employeeIri(row.employeeId),
    weight: row.weight,
    dailyCap: row.dailyCap,
    expected: expectedAt(row, row.shareClock),
    received: row.received,
    today: row.day === today ? row.dayCount : 0,
    away: row.away,
    awaySince: row.awaySince?.toISOString() ?? null,
    consecutiveMisses: row.consecutiveMisses,
  };
}

export function toDistribution(row: DistributionRow, members: MemberWithClock[], stats: DistributionStats, today: string): Distribution {
  return {
    '@id': iri('distributions', row.id),
    '@type': 'Distribution',
    id: row.id,
    project: iri('projects', row.projectId),
    name: row.name,
    active: row.active,
    position: row.position,
    products: row.productIds.map((id) => iri('products', id)),
    dataProviders: row.dataProviderIds.map((id) => iri('data_providers', id)),
    propertyConditions: row.propertyConditions.map((c) => ({ ...c, property: iri('properties', c.property) })),
    fallbackEmployee: row.fallbackEmployeeId ? employeeIri(row.fallbackEmployeeId) : null,
    employees: members.map((m) => toDistributionEmployee(m, today)),
    stats,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `known`: the project's employees now; a preset keeps no one who has left the project. */
export function toDistributionPreset(row: DistributionPresetRow, known: ReadonlySet<string>): DistributionPreset {
  return {
    '@id': iri('distribution_presets', row.id),
    '@type': 'DistributionPreset',
    id: row.id,
    project: iri('projects', row.projectId),
    name: row.name,
    employees: row.employees
      .filter((m) => known.has(m.employee))
      .map((m) => ({ employee: employeeIri(m.employee), weight: m.weight, dailyCap: m.dailyCap })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Reasons are stored with employee ids; the API names employees by IRI. */
function toReason(reason: DistributionReason): DistributionReason {
  return {
    ...reason,
    eligible: reason.eligible.map((e) => ({ ...e, employee: employeeIri(e.employee) })),
    skipped: reason.skipped.map((s) => ({ ...s, employee: employeeIri(s.employee) })),
  };
}

export function toDistributionLog({ log, deal }: LogWithDeal): DistributionLog {
  return {
    '@id': iri('distribution_logs', log.id),
    '@type': 'DistributionLog',
    id: log.id,
    project: iri('projects', log.projectId),
    distribution: log.distributionId ? iri('distributions', log.distributionId) : null,
    deal: deal
      ? {
          '@id': iri('deals', deal.id),
          externalId: deal.externalId,
          title: deal.title,
          link: deal.link,
          dataProvider: iri('data_providers', deal.dataProviderId),
        }
      : null,
    decision: log.decision,
    employee: log.employeeId ? employeeIri(log.employeeId) : null,
    previousEmployee: log.previousEmployeeId ? employeeIri(log.previousEmployeeId) : null,
    reason: toReason(log.reason),
    at: log.at.toISOString(),
  };
}

/** Totals of the caller's distributions are all that leaves of the other members' ledgers. */
export function toMyDistributionShare(
  projectId: string,
  employeeId: string,
  own: { distribution: { id: string; name: string; active: boolean }; member: MemberWithClock }[],
  all: readonly MemberWithClock[],
  today: string,
): MyDistributionShare {
  const totals = new Map<string, { expected: number; received: number }>();
  for (const m of all) {
    const total = totals.get(m.distributionId) ?? { expected: 0, received: 0 };
    total.expected += expectedAt(m, m.shareClock);
    total.received += m.received;
    totals.set(m.distributionId, total);
  }
  const entries = own.map(({ distribution, member }): MyDistributionShareEntry => {
    const ledger = toDistributionEmployee(member, today);
    const total = totals.get(distribution.id) ?? { expected: 0, received: 0 };
    return {
      distribution: { '@id': iri('distributions', distribution.id), name: distribution.name, active: distribution.active },
      weight: ledger.weight,
      dailyCap: ledger.dailyCap,
      expected: ledger.expected,
      received: ledger.received,
      deficit: ledger.expected - ledger.received,
      today: ledger.today,
      away: ledger.away,
      awaySince: ledger.awaySince,
      share: total.received > 0 ? ledger.received / total.received : 0,
      entitledShare: total.expected > 0 ? ledger.expected / total.expected : 0,
    };
  });
  const sum = (pick: (e: MyDistributionShareEntry) => number) => entries.reduce((acc, e) => acc + pick(e), 0);
  return {
    '@id': `/api/projects/${projectId}/my_distribution_share`,
    '@type': 'MyDistributionShare',
    project: iri('projects', projectId),
    employee: employeeIri(employeeId),
    distributions: entries,
    summary: {
      distributions: entries.length,
      expected: sum((e) => e.expected),
      received: sum((e) => e.received),
      deficit: sum((e) => e.deficit),
      today: sum((e) => e.today),
      away: entries.filter((e) => e.away).length,
    },
  };
}
