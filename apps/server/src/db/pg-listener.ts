import pg from 'pg';

export type NotificationHandler = (payload: string) => void;
export type Unlisten = () => Promise<void>;

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * LISTEN on PostgreSQL through one dedicated connection (a pooled one would be handed to other
 * queries). A lost connection is re-opened with backoff and every channel listened to again;
 * `onResume` then tells the listeners that notifications may have been missed meanwhile.
 */
export function createPgListener(connectionString: string) {
  const handlers = new Map<string, Set<NotificationHandler>>();
  const resumeHandlers = new Set<() => void>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.payload === undefined) return;
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload);
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`LISTEN ${quote(channel)}`);
    client = next;
    retryMs = RETRY_MIN_MS;
    return next;
  }

  function ensureConnected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => (connecting = undefined));
    return connecting;
  }

  function lost(which: pg.Client) {
    if (client !== which) return;
    client = undefined;
    which.end().catch(() => undefined);
    scheduleRetry();
  }

  function scheduleRetry() {
    if (closed || handlers.size === 0 || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      ensureConnected().then(() => resumeHandlers.forEach((handler) => handler()), scheduleRetry);
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  return {
    async listen(channel: string, handler: NotificationHandler, onResume?: () => void): Promise<Unlisten> {
      if (closed) throw new Error('listener closed');
      const first = !handlers.has(channel);
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
      if (onResume) resumeHandlers.add(onResume);
      const unlisten = async () => {
        set.delete(handler);
        if (onResume) resumeHandlers.delete(onResume);
        if (set.size > 0) return;
        handlers.delete(channel);
        await client?.query(`UNLISTEN ${quote(channel)}`).catch(() => undefined);
      };
      try {
        const connection = await ensureConnected();
        if (first && connection === client) await connection.query(`LISTEN ${quote(channel)}`);
      } catch (error) {
        await unlisten();
        throw error;
      }
      return unlisten;
    },
    async close(): Promise<void> {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      handlers.clear();
      resumeHandlers.clear();
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
