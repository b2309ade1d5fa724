import * as z from 'zod/mini';

// Live updates: server-sent events at GET /api/projects/{id}/events. A browser's EventSource
// cannot send an Authorization header, so the app first asks for a short-lived ticket (with its
// bearer token) and opens the stream with `?ticket=`; other clients may send the header instead.

/** How long a ticket may wait before it opens a stream. */
export const LIVE_TICKET_TTL_S = 60;
/** A comment line every so often keeps proxies from closing an idle stream. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** Streams end after this long; the client re-tickets, so access is checked again. */
export const LIVE_STREAM_MAX_MS = 15 * 60_000;
/** The reconnection delay the server asks EventSource to use. */
export const LIVE_RETRY_MS = 3000;

export const liveTicketSchema = z.object({
  ticket: z.string(),
  /** Seconds until the ticket can no longer open a stream. */
  expiresIn: z.number(),
});
export type LiveTicket = z.infer<typeof liveTicketSchema>;

export const liveStreamQuerySchema = z.object({
  ticket: z.optional(z.string().check(z.minLength(1), z.maxLength(2000))),
});

/**
 * Event names on the stream. `ready` opens it; `activity` says new CRM activity was stored; `lead`
 * says lead distribution gave a lead to an employee (each one, never merged with others); `gift`
 * says a gift request was made or decided (each one); `goal` says a goal's target was reached in
 * its current period (once per goal and period).
 */
export const liveEventNames = ['ready', 'activity', 'lead', 'gift', 'goal'] as const;
export type LiveEventName = (typeof liveEventNames)[number];

/** The data of an `activity` event: which project, and which provider's batch, if known. */
export const liveActivitySchema = z.object({
  projectId: z.string(),
  dataProviderId: z.optional(z.string()),
});
export type LiveActivity = z.infer<typeof liveActivitySchema>;

/** The data of a `lead` event: who got which deal, and how (a first assignment, the fallback owner, or a re-assignment). */
export const liveLeadSchema = z.object({
  employeeId: z.string(),
  dealId: z.nullable(z.string()),
  decision: z.enum(['assigned', 'fallback', 'reassigned']),
});
export type LiveLead = z.infer<typeof liveLeadSchema>;

/** The data of a `gift` event: which request, whose, and its status now. */
export const liveGiftSchema = z.object({
  requestId: z.string(),
  employeeId: z.string(),
  status: z.enum(['pending', 'approved', 'canceled', 'declined']),
});
export type LiveGift = z.infer<typeof liveGiftSchema>;

/** The data of a `goal` event: which goal was met, whose, and the figures when it was. */
export const liveGoalSchema = z.object({
  goalId: z.string(),
  metric: z.string(),
  scope: z.enum(['employee', 'team', 'project']),
  employeeId: z.nullable(z.string()),
  teamId: z.nullable(z.string()),
  target: z.number(),
  fact: z.number(),
  /** The period met: first and last local day. */
  from: z.string(),
  to: z.string(),
});
export type LiveGoal = z.infer<typeof liveGoalSchema>;
