import type { FastifyInstance } from 'fastify';
import { postEvents } from './webhook-client';

// Builds a CRM history the way a provider reports it: every change of a deal is a new version of it
// (stage, owner, amount) with a later `updatedAt`, sent in order, so ingestion records the stage and
// owner history exactly as it would in production.

/** A change after creation: a stage, an owner (`owner: null` unassigns), or both. */
export type DealStep = { at: string; stage?: string; owner?: string | null; amount?: number | null };

export type DealHistory = {
  externalId: string;
  title?: string;
  link?: string;
  createdAt: string;
  owner: string | null;
  amount: number | null;
  stage?: string;
  properties?: Record<string, string | number | null>;
  steps?: DealStep[];
};

type Version = { externalId: string; at: number; event: Record<string, unknown> };

function versionsOf(deal: DealHistory): Version[] {
  let current = { stage: deal.stage ?? 'new', owner: deal.owner, amount: deal.amount };
  const base = {
    type: 'deal',
    externalId: deal.externalId,
    title: deal.title ?? `Deal ${deal.externalId}`,
    link: deal.link ?? `https://crm.example.com/deals/${deal.externalId}`,
    createdAt: deal.createdAt,
    ...(deal.properties ? { properties: deal.properties } : {}),
  };
  const eventOf = (at: string) => ({
    ...base,
    stage: current.stage,
    ownerExternalId: current.owner,
    amount: current.amount,
    updatedAt: at,
  });
  const versions: Version[] = [{ externalId: deal.externalId, at: Date.parse(deal.createdAt), event: eventOf(deal.createdAt) }];
  for (const step of deal.steps ?? []) {
    current = {
      stage: step.stage ?? current.stage,
      owner: step.owner === undefined ? current.owner : step.owner,
      amount: step.amount === undefined ? current.amount : step.amount,
    };
    versions.push({ externalId: deal.externalId, at: Date.parse(step.at), event: eventOf(step.at) });
  }
  return versions;
}

/**
 * Sends the histories in time order; a batch holds at most one version of a deal (within a batch
 * only the newest version of a record counts). `extra` events (users, calls, tasks) go first.
 */
export async function sendHistory(
  app: FastifyInstance,
  provider: { id: string; secret: string },
  deals: DealHistory[],
  extra: unknown[] = [],
): Promise<void> {
  const send = async (events: unknown[]) => {
    const response = await postEvents(app, provider.id, provider.secret, { events });
    if (response.statusCode !== 200) throw new Error(`ingestion failed: ${response.body}`);
  };
  if (extra.length) await send(extra);
  const versions = deals.flatMap(versionsOf).sort((a, b) => a.at - b.at);
  let batch: Version[] = [];
  for (const version of versions) {
    if (batch.some((v) => v.externalId === version.externalId)) {
      await send(batch.map((v) => v.event));
      batch = [];
    }
    batch.push(version);
  }
  if (batch.length) await send(batch.map((v) => v.event));
}
