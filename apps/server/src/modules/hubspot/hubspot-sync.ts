import { activityEventSchema, type ActivityEvent } from '@salespulse/contract/ingestion';
import { z } from 'zod';
import { withStorableText } from '../../lib/text-guard';
import { pages, type HubSpotClient, type HubSpotPage } from './hubspot-client';
import {
  CALL_PROPERTIES,
  DEAL_PROPERTIES,
  TASK_PROPERTIES,
  callToEvent,
  dealLink,
  dealToEvent,
  modifiedAt,
  ownerToEvent,
  taskToEvent,
  type HubSpotRecord,
} from './hubspot-mapping';
import { HUBSPOT_AUTH_BASE_URL } from './hubspot-oauth';

export type HubSpotObject = 'deals' | 'calls' | 'tasks';
export type HubSpotSyncObject = 'owners' | HubSpotObject;

/**
 * Where an object type's sync stands: the newest hs_lastmodifieddate delivered, and the ids delivered
 * at exactly that instant. The next search asks for `>=` that instant and skips those ids, so records
 * sharing a millisecond across a page boundary are neither lost (as with `>`) nor sent twice.
 */
export type HubSpotCursor = { modifiedAt: string; ids: string[] };
export type HubSpotCursors = Partial<Record<HubSpotObject, HubSpotCursor>>;

export type DealStage = {
  id: string;
  label: string;
  displayOrder: number;
  /** From the stage's metadata; closed won is closed with probability 1, closed lost with 0. */
  probability: number | null;
  isClosed: boolean | null;
  archived: boolean;
};
export type DealPipeline = { id: string; label: string; displayOrder: number; archived: boolean; stages: DealStage[] };

export type SkippedRecord = { object: HubSpotSyncObject; id: string; reason: string };

export type HubSpotSyncOptions = {
  cursors?: HubSpotCursors;
  /** Defaults to all, in this order; owners first so deals can be matched to people right away. */
  objects?: readonly HubSpotSyncObject[];
  /** Custom deal properties to carry into `properties`, by HubSpot's internal property name. */
  customDealProperties?: readonly string[];
  /** The HubSpot account (hub id) the records live in; without it deals get no link. */
  portalId?: string | number | null;
  /** `https://app-eu1.hubspot.com` for accounts hosted in the EU. */
  appBaseUrl?: string;
  /** Records per search page, at most 200 (HubSpot's limit). */
  pageSize?: number;
  /**
   * Called once per page, awaited before the next request. Store the events, then the cursors: if the
   * process dies after that, the next sync starts where this page ended. `events` can be empty when a
   * page only moved the cursor (every record on it was unusable).
   */
  onPage: (events: ActivityEvent[], cursors: HubSpotCursors) => Promise<void>;
};

export type HubSpotSyncResult = {
  pipelines: DealPipeline[];
  cursors: HubSpotCursors;
  counts: Record<HubSpotSyncObject, number>;
  skipped: SkippedRecord[];
};

const ALL_OBJECTS: readonly HubSpotSyncObject[] = ['owners', 'deals', 'calls', 'tasks'];
const OWNERS_PAGE_SIZE = 100;
const SEARCH_PAGE_MAX = 200;

const pagingSchema = z.object({ next: z.object({ after: z.string() }).nullish() }).nullish();

const ownersPageSchema = z.object({
  results: z.array(
    z.object({ id: z.string(), email: z.string().nullish(), firstName: z.string().nullish(), lastName: z.string().nullish() }),
  ),
  paging: pagingSchema,
});

const metadataValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const pipelinesSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      displayOrder: z.number(),
      archived: z.boolean().optional(),
      stages: z.array(
        z.object({
          id: z.string(),
          label: z.string(),
          displayOrder: z.number(),
          archived: z.boolean().optional(),
          metadata: z.record(z.string(), metadataValue).optional(),
        }),
      ),
    }),
  ),
});

const searchPageSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      properties: z.record(z.string(), z.string().nullable()),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  paging: pagingSchema,
});

// v4 has answered object ids as numbers and, in newer versions, as strings.
const objectId = z.union([z.string(), z.number()]).transform(String);
const associationsSchema = z.object({
  results: z.array(z.object({ from: z.object({ id: objectId }), to: z.array(z.object({ toObjectId: objectId })) })),
});

export async function syncHubSpot(client: HubSpotClient, options: HubSpotSyncOptions): Promise<HubSpotSyncResult> {
  const objects = options.objects ?? ALL_OBJECTS;
  const cursors: HubSpotCursors = { ...options.cursors };
  const counts: Record<HubSpotSyncObject, number> = { owners: 0, deals: 0, calls: 0, tasks: 0 };
  const skipped: SkippedRecord[] = [];
  const pageSize = Math.min(Math.max(Math.trunc(options.pageSize ?? 100), 1), SEARCH_PAGE_MAX);
  const customDealProperties = options.customDealProperties ?? [];
  const appBaseUrl = options.appBaseUrl ?? HUBSPOT_AUTH_BASE_URL;

  /**
   * Keeps only events the contract accepts, so one odd record cannot poison a whole batch. Text
   * PostgreSQL cannot hold (U+0000, a lone surrogate) is made storable rather than losing the record.
   */
  function valid(object: HubSpotSyncObject, events: ActivityEvent[]): ActivityEvent[] {
    return events.map(withStorableText).filter((event) => {
      const parsed = activityEventSchema.safeParse(event);
      if (!parsed.success) skipped.push({ object, id: event.externalId, reason: parsed.error.issues[0]?.message ?? 'invalid' });
      return parsed.success;
    });
  }

  if (objects.includes('owners')) {
    for await (const owners of fetchOwners(client)) {
      const events = valid('owners', owners.map(ownerToEvent));
      counts.owners += events.length;
      // Owners have no cursor (they are few and re-read whole), so an empty page has nothing to commit.
      if (events.length > 0) await options.onPage(events, { ...cursors });
    }
  }

  const pipelines = objects.includes('deals') ? await fetchDealPipelines(client) : [];

  for (const object of objects) {
    if (object === 'owners') continue;
    const properties =
      object === 'deals' ? [...DEAL_PROPERTIES, ...customDealProperties] : object === 'calls' ? CALL_PROPERTIES : TASK_PROPERTIES;
    const pagesOfObject = searchModifiedSince(client, object, { cursor: cursors[object], properties, pageSize });
    for await (const { records, cursor } of pagesOfObject) {
      const deals = object === 'deals' ? new Map<string, string>() : await associatedDeals(client, object, records);
      const events: ActivityEvent[] = [];
      for (const record of records) {
        const event = toEvent(object, record, deals.get(record.id) ?? null);
        if (event) events.push(event);
        else skipped.push({ object, id: record.id, reason: 'deal without a stage' });
      }
      const accepted = valid(object, events);
      counts[object] += accepted.length;
      cursors[object] = cursor;
      await options.onPage(accepted, { ...cursors });
    }
  }

  function toEvent(object: HubSpotObject, record: HubSpotRecord, dealId: string | null): ActivityEvent | null {
    if (object === 'calls') return callToEvent(record, dealId);
    if (object === 'tasks') return taskToEvent(record, dealId);
    const link = options.portalId ? dealLink(appBaseUrl, options.portalId, record.id) : null;
    return dealToEvent(record, { customProperties: customDealProperties, link });
  }

  return { pipelines, cursors, counts, skipped };
}

/** Active owners, then archived ones: deals and calls of people who left still point at them. */
export async function* fetchOwners(client: HubSpotClient) {
  for (const archived of [false, true]) {
    yield* pages(async (after) => ownersPageSchema.parse(await client.get('/crm/v3/owners', { limit: OWNERS_PAGE_SIZE, after, archived })));
  }
}

export async function fetchDealPipelines(client: HubSpotClient): Promise<DealPipeline[]> {
  const { results } = pipelinesSchema.parse(await client.get('/crm/v3/pipelines/deals'));
  return results.map((pipeline) => ({
    id: pipeline.id,
    label: pipeline.label,
    displayOrder: pipeline.displayOrder,
    archived: pipeline.archived ?? false,
    stages: pipeline.stages.map((stage) => {
      // Stage metadata values come as strings ("0.2", "true").
      const probability = Number(stage.metadata?.probability ?? Number.NaN);
      const isClosed = stage.metadata?.isClosed;
      return {
        id: stage.id,
        label: stage.label,
        displayOrder: stage.displayOrder,
        probability: Number.isFinite(probability) ? probability : null,
        isClosed: isClosed === undefined || isClosed === null ? null : String(isClosed) === 'true',
        archived: stage.archived ?? false,
      };
    }),
  }));
}

/**
 * Records modified at or after the cursor, oldest first, one page at a time with the cursor after it.
 *
 * Each page is a fresh search from the cursor rather than a walk of `paging.next.after`: `after` is an
 * offset into the result, so a record modified while we page jumps to the end and shifts the rest
 * left, and the record crossing the page boundary would be missed. Restarting also keeps every query
 * under HubSpot's cap of 10,000 results per search. `after` is only followed while a whole page holds
 * records already delivered (more records share one millisecond than fit on a page, as after an import).
 */
export async function* searchModifiedSince(
  client: HubSpotClient,
  object: HubSpotObject,
  options: { cursor: HubSpotCursor | undefined; properties: readonly string[]; pageSize: number },
): AsyncGenerator<{ records: HubSpotRecord[]; cursor: HubSpotCursor }> {
  let cursor = options.cursor;
  let after: string | undefined;
  for (;;) {
    const page = await searchPage(client, object, { ...options, cursor, after });
    const delivered = new Set(cursor?.ids);
    const fresh = page.results.filter((record) => !(cursor && modifiedAt(record) === cursor.modifiedAt && delivered.has(record.id)));
    const next = page.paging?.next?.after;
    if (fresh.length > 0) {
      const moved = advance(cursor, fresh);
      const restart = moved.modifiedAt !== cursor?.modifiedAt || moved.ids.length !== cursor.ids.length;
      cursor = moved;
      yield { records: fresh, cursor };
      if (!next) return;
      // Restart from the new cursor; if it somehow did not move, paging on is the only way forward.
      after = restart ? undefined : next;
    } else {
      if (!next) return;
      after = next;
    }
  }
}

function searchPage(
  client: HubSpotClient,
  object: HubSpotObject,
  input: { cursor: HubSpotCursor | undefined; properties: readonly string[]; pageSize: number; after: string | undefined },
): Promise<HubSpotPage<HubSpotRecord>> {
  const body = {
    // Date filters take epoch milliseconds.
    filterGroups: input.cursor
      ? [{ filters: [{ propertyName: 'hs_lastmodifieddate', operator: 'GTE', value: String(Date.parse(input.cursor.modifiedAt)) }] }]
      : [],
    sorts: [{ propertyName: 'hs_lastmodifieddate', direction: 'ASCENDING' }],
    properties: [...new Set(input.properties)],
    limit: input.pageSize,
    ...(input.after ? { after: input.after } : {}),
  };
  return client.post(`/crm/v3/objects/${object}/search`, body).then((answer) => searchPageSchema.parse(answer));
}

/** The cursor after delivering `records` (sorted oldest first); it never moves back. */
function advance(cursor: HubSpotCursor | undefined, records: HubSpotRecord[]): HubSpotCursor {
  let next = cursor ?? { modifiedAt: '', ids: [] };
  for (const record of records) {
    const at = modifiedAt(record);
    const newer = next.modifiedAt === '' || Date.parse(at) > Date.parse(next.modifiedAt);
    if (newer) next = { modifiedAt: at, ids: [record.id] };
    else if (at === next.modifiedAt) next = { modifiedAt: at, ids: [...next.ids, record.id] };
  }
  return next;
}

/**
 * The deal each call or task belongs to, through the v4 associations batch read (search answers carry
 * no associations). When a record is on several deals the first HubSpot lists wins. Records without a
 * deal are simply absent; HubSpot then answers 207 with an error per such record, which we ignore.
 */
async function associatedDeals(client: HubSpotClient, object: 'calls' | 'tasks', records: HubSpotRecord[]): Promise<Map<string, string>> {
  if (records.length === 0) return new Map();
  const answer = await client.post(`/crm/v4/associations/${object}/deals/batch/read`, {
    inputs: records.map((record) => ({ id: record.id })),
  });
  const { results } = associationsSchema.parse(answer);
  const deals = new Map<string, string>();
  for (const result of results) {
    const first = result.to[0];
    if (first && !deals.has(result.from.id)) deals.set(result.from.id, first.toObjectId);
  }
  return deals;
}
