import type { FastifyBaseLogger } from 'fastify';
import type { NotificationHandler, Unlisten } from '../../db/pg-listener';

/** One open event stream, as the hub sees it. */
export type LiveStream = {
  send(event: string, data: string): void;
  comment(text: string): void;
  end(): void;
};

export type LiveHubOptions = {
  listen(channel: string, handler: NotificationHandler, onResume?: () => void): Promise<Unlisten>;
  log: FastifyBaseLogger;
  heartbeatMs: number;
  /** At most one event per project per this many ms; a burst of batches becomes two events. */
  throttleMs: number;
  maxStreamMs: number;
};

type ProjectStreams = { streams: Set<LiveStream>; timer?: NodeJS.Timeout; pending?: string };

const CHANNEL = 'activity';

type Notification = { projectId?: string; lead?: unknown; gift?: unknown; goal?: unknown };

function parse(payload: string): Notification {
  try {
    const parsed: unknown = JSON.parse(payload);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { projectId, lead, gift, goal } = parsed as Notification & { projectId?: unknown };
    return { projectId: typeof projectId === 'string' ? projectId : undefined, lead, gift, goal };
  } catch {
    return {};
  }
}

/**
 * Fans PostgreSQL notifications on channel 'activity' out to the open streams of their project:
 * CRM activity as throttled `activity` events; lead assignments as `lead` events, gift requests
 * as `gift` events and goals met as `goal` events, one each.
 * One LISTEN per process, opened with the first stream; every instance of a scaled-out server
 * runs its own hub and hears every commit through PostgreSQL.
 */
export function createLiveHub({ listen, log, heartbeatMs, throttleMs, maxStreamMs }: LiveHubOptions) {
  const projects = new Map<string, ProjectStreams>();
  const lifetimes = new Map<LiveStream, NodeJS.Timeout>();
  let listening: Promise<Unlisten> | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let closed = false;

  function deliver(projectId: string, data: string, event = CHANNEL) {
    const entry = projects.get(projectId);
    if (!entry) return;
    for (const stream of entry.streams) stream.send(event, data);
  }

  // Leading edge at once, then the latest payload at the end of each quiet window.
  function publish(projectId: string, data: string) {
    const entry = projects.get(projectId);
    if (!entry) return;
    if (entry.timer) {
      entry.pending = data;
      return;
    }
    deliver(projectId, data);
    const flush = () => {
      const pending = entry.pending;
      entry.pending = undefined;
      entry.timer = undefined;
      if (pending === undefined) return;
      deliver(projectId, pending);
      entry.timer = setTimeout(flush, throttleMs);
    };
    entry.timer = setTimeout(flush, throttleMs);
  }

  const onNotification: NotificationHandler = (payload) => {
    const { projectId, lead, gift, goal } = parse(payload);
    if (projectId === undefined) {
      log.warn({ payload: payload.slice(0, 200) }, 'live: notification without a project ignored');
      return;
    }
    // Each lead, gift request and goal met is news to someone: never merged into the throttled activity stream.
    if (lead !== undefined) deliver(projectId, JSON.stringify(lead), 'lead');
    else if (gift !== undefined) deliver(projectId, JSON.stringify(gift), 'gift');
    else if (goal !== undefined) deliver(projectId, JSON.stringify(goal), 'goal');
    else publish(projectId, payload);
  };

  // After a lost database connection, anything may have changed: every screen refetches.
  const onResume = () => {
    for (const projectId of projects.keys()) publish(projectId, JSON.stringify({ projectId }));
  };

  function startListening(): Promise<Unlisten> {
    listening ??= listen(CHANNEL, onNotification, onResume).catch((error: unknown) => {
      listening = undefined;
      throw error;
    });
    heartbeat ??= setInterval(() => {
      for (const entry of projects.values()) for (const stream of entry.streams) stream.comment('heartbeat');
    }, heartbeatMs);
    heartbeat.unref();
    return listening;
  }

  function remove(projectId: string, stream: LiveStream) {
    clearTimeout(lifetimes.get(stream));
    lifetimes.delete(stream);
    const entry = projects.get(projectId);
    if (!entry?.streams.delete(stream) || entry.streams.size > 0) return;
    clearTimeout(entry.timer);
    projects.delete(projectId);
  }

  return {
    /** Resolves once notifications are being received (the first call starts listening). */
    async ready(): Promise<void> {
      if (closed) throw new Error('live hub closed');
      await startListening();
    },

    /** Adds a stream of a project; the returned function removes it (call it when the client leaves). */
    async subscribe(projectId: string, stream: LiveStream): Promise<() => void> {
      if (closed) throw new Error('live hub closed');
      await startListening();
      const entry = projects.get(projectId) ?? { streams: new Set<LiveStream>() };
      projects.set(projectId, entry);
      entry.streams.add(stream);
      // A stream is not forever: the client comes back with a new ticket, so access is re-checked.
      const lifetime = setTimeout(() => {
        remove(projectId, stream);
        stream.end();
      }, maxStreamMs);
      lifetime.unref();
      lifetimes.set(stream, lifetime);
      return () => remove(projectId, stream);
    },

    /** How many streams are open (for tests and metrics). */
    size(): number {
      let count = 0;
      for (const entry of projects.values()) count += entry.streams.size;
      return count;
    },

    /** Ends every stream so the server can stop, and stops listening. */
    async close(): Promise<void> {
      closed = true;
      clearInterval(heartbeat);
      for (const [projectId, entry] of projects) {
        for (const stream of [...entry.streams]) {
          remove(projectId, stream);
          stream.end();
        }
      }
      const unlisten = await listening?.catch(() => undefined);
      await unlisten?.().catch(() => undefined);
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
