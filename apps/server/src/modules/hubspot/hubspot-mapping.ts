import { DEAL_AMOUNT_MAX, type CallEvent, type DealEvent, type TaskEvent, type UserEvent } from '@salespulse/contract/ingestion';

/** A CRM v3 object as search answers it: every property value is a string (or null), whatever its type. */
export type HubSpotRecord = {
  id: string;
  properties: Record<string, string | null | undefined>;
  createdAt: string;
  updatedAt: string;
};

export type HubSpotOwner = {
  id: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
};

export const DEAL_PROPERTIES = ['dealname', 'amount', 'dealstage', 'hubspot_owner_id', 'createdate', 'hs_lastmodifieddate'];
export const CALL_PROPERTIES = [
  'hs_timestamp',
  'hs_call_duration',
  'hs_call_status',
  'hs_call_disposition',
  'hs_call_direction',
  'hubspot_owner_id',
  'hs_lastmodifieddate',
];
export const TASK_PROPERTIES = [
  'hs_task_subject',
  'hs_task_status',
  'hs_task_completion_date',
  'hs_timestamp',
  'hubspot_owner_id',
  'hs_createdate',
  'hs_lastmodifieddate',
];

// HubSpot's default call outcomes (hs_call_disposition holds their GUIDs). Portals can add their own;
// an unknown GUID says nothing and the status and duration decide.
const ANSWERED_DISPOSITIONS = new Set([
  'f240bbac-87c9-4f6e-bf70-924b57d47db7', // Connected
  'a4c4c377-d246-4b32-a13b-75a56a4cd0ff', // Left live message: a person picked up
]);
const UNANSWERED_DISPOSITIONS = new Set([
  '73a0d17f-1163-4015-bdd5-ec830791da20', // No answer
  '9d9162e7-6cf3-4944-bf63-4dff82258764', // Busy
  'b2cf5968-551e-4856-9783-52b3da59a7d0', // Left voicemail
  '17b47fee-58de-441e-a44c-c6300d46f273', // Wrong number
]);
// hs_call_status values of calls that never connected; QUEUED, RINGING, CONNECTING, IN_PROGRESS and
// CALLING_CRM_USER are still under way and decide nothing.
const UNANSWERED_STATUSES = new Set(['BUSY', 'NO_ANSWER', 'FAILED', 'CANCELED', 'MISSED']);

const MAX_CALL_SECONDS = 86_400;

export function ownerToEvent(owner: HubSpotOwner): UserEvent {
  const email = text(owner.email, 254);
  const fullName = [owner.firstName, owner.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  // The contract needs a name; an owner without one is still someone deals point at.
  const name = truncate(fullName || email || `HubSpot owner ${owner.id}`, 200);
  return { type: 'user', externalId: owner.id, name, email };
}

/** Null when the deal has no stage, which the event cannot express. */
export function dealToEvent(
  record: HubSpotRecord,
  options: { customProperties: readonly string[]; link: string | null },
): DealEvent | null {
  const p = record.properties;
  const stage = text(p.dealstage, 200);
  if (!stage) return null;
  const event: DealEvent = {
    type: 'deal',
    externalId: record.id,
    title: text(p.dealname, 500),
    ownerExternalId: text(p.hubspot_owner_id, 200),
    stage,
    amount: money(p.amount),
    link: options.link,
    createdAt: instant(p.createdate) ?? instant(record.createdAt) ?? record.createdAt,
    updatedAt: modifiedAt(record),
  };
  if (options.customProperties.length > 0) {
    // Kept as HubSpot's strings: the API does not say which are numbers, and "007" must stay "007".
    event.properties = Object.fromEntries(options.customProperties.map((key) => [key, text(p[key], 1000)]));
  }
  return event;
}

export function callToEvent(record: HubSpotRecord, dealExternalId: string | null): CallEvent {
  const p = record.properties;
  const durationMs = Number(p.hs_call_duration);
  const durationSeconds = Number.isFinite(durationMs) ? Math.min(Math.max(Math.round(durationMs / 1000), 0), MAX_CALL_SECONDS) : 0;
  const direction = p.hs_call_direction?.toUpperCase();
  return {
    type: 'call',
    externalId: record.id,
    ownerExternalId: text(p.hubspot_owner_id, 200),
    dealExternalId,
    // hs_timestamp is required when a call is logged; createdAt covers odd imports without it.
    startedAt: instant(p.hs_timestamp) ?? instant(record.createdAt) ?? record.createdAt,
    durationSeconds,
    answered: callAnswered(p.hs_call_disposition, p.hs_call_status, durationSeconds),
    direction: direction === 'INBOUND' ? 'inbound' : direction === 'OUTBOUND' ? 'outbound' : null,
    updatedAt: modifiedAt(record),
  };
}

/** The rep's recorded outcome wins; then the dialer's status; null leaves it to the duration rule. */
export function callAnswered(
  disposition: string | null | undefined,
  status: string | null | undefined,
  durationSeconds: number,
): boolean | null {
  if (disposition && ANSWERED_DISPOSITIONS.has(disposition)) return true;
  if (disposition && UNANSWERED_DISPOSITIONS.has(disposition)) return false;
  const upper = status?.toUpperCase();
  if (upper && UNANSWERED_STATUSES.has(upper)) return false;
  if (upper === 'COMPLETED') return durationSeconds > 0;
  return null;
}

export function taskToEvent(record: HubSpotRecord, dealExternalId: string | null): TaskEvent {
  const p = record.properties;
  const completed = p.hs_task_status?.toUpperCase() === 'COMPLETED';
  const updatedAt = modifiedAt(record);
  return {
    type: 'task',
    externalId: record.id,
    ownerExternalId: text(p.hubspot_owner_id, 200),
    dealExternalId,
    title: text(p.hs_task_subject, 500),
    // On tasks hs_timestamp is the due date.
    dueAt: instant(p.hs_timestamp),
    // Older tasks lack hs_task_completion_date; the last change is then the best estimate.
    completedAt: completed ? (instant(p.hs_task_completion_date) ?? updatedAt) : null,
    createdAt: instant(p.hs_createdate) ?? instant(record.createdAt) ?? record.createdAt,
    updatedAt,
  };
}

export function dealLink(appBaseUrl: string, portalId: string | number, dealId: string): string {
  return `${appBaseUrl}/contacts/${encodeURIComponent(String(portalId))}/record/0-3/${encodeURIComponent(dealId)}`;
}

/** hs_lastmodifieddate, falling back to the record's updatedAt (they are the same instant in practice). */
export function modifiedAt(record: HubSpotRecord): string {
  return instant(record.properties.hs_lastmodifieddate) ?? instant(record.updatedAt) ?? record.updatedAt;
}

/** HubSpot writes datetimes as ISO 8601, and some older values as epoch milliseconds. */
export function instant(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function money(value: string | null | undefined): number | null {
  if (!value) return null;
  const amount = Number(value);
  return Number.isFinite(amount) && amount >= 0 && amount <= DEAL_AMOUNT_MAX ? amount : null;
}

function text(value: string | null | undefined, max: number): string | null {
  const trimmed = value?.trim();
  return trimmed ? truncate(trimmed, max) : null;
}

function truncate(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}
