import type { LiveGift, LiveLead, LiveTicket } from '@salespulse/contract/live';
import { API_PREFIX, ApiError, http } from '@/shared/api/http';

export type LiveStatus = 'connecting' | 'live' | 'offline';

type Connection = {
  listeners: Set<() => void>;
  leadListeners: Set<(lead: LiveLead) => void>;
  giftListeners: Set<(gift: LiveGift) => void>;
  statusListeners: Set<() => void>;
  status: LiveStatus;
  /** Why the stream will not open (a 4xx on its ticket: no access, no subscription), once known. */
  failure: ApiError | null;
  stop: () => void;
};

/** Batches of one import arrive close together: listeners hear of them once. */
export const LIVE_DEBOUNCE_MS = 300;
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;
const connections = new Map<string, Connection>();

/**
 * One event stream per project and tab, however many screens listen: opened with a fresh ticket,
 * and opened again (new ticket, growing delay) whenever it fails or the server ends it.
 */
function open(projectId: string): Connection {
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;
  let wasLive = false;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  const connection: Connection = {
    listeners: new Set(),
    leadListeners: new Set(),
    giftListeners: new Set(),
    statusListeners: new Set(),
    status: 'connecting',
    failure: null,
    stop,
  };

  function setStatus(status: LiveStatus) {
    if (connection.status === status) return;
    connection.status = status;
    connection.statusListeners.forEach((listener) => listener());
  }
  const emit = () => {
    clearTimeout(debounce);
    debounce = setTimeout(() => connection.listeners.forEach((listener) => listener()), LIVE_DEBOUNCE_MS);
  };

  function retry() {
    if (stopped) return;
    setStatus('offline');
    const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** attempt);
    attempt += 1;
    // Jitter keeps a restarted server from being hit by every tab at the same instant.
    timer = setTimeout(connect, delay * (0.75 + Math.random() * 0.5));
  }

  async function connect() {
    // Without EventSource (very old browsers, test environments) screens just refresh as they used to.
    if (typeof EventSource === 'undefined') {
      setStatus('offline');
      return;
    }
    setStatus(wasLive ? 'offline' : 'connecting');
    try {
      const { ticket } = await http.post<LiveTicket>(`/projects/${projectId}/events/tickets`);
      if (stopped) return;
      source = new EventSource(`${API_PREFIX}/projects/${projectId}/events?ticket=${encodeURIComponent(ticket)}`);
      source.addEventListener('ready', () => {
        attempt = 0;
        setStatus('live');
        // Whatever happened while the stream was down has not been announced: refetch once.
        if (wasLive) emit();
        wasLive = true;
      });
      source.addEventListener('activity', emit);
      source.addEventListener('lead', (event: MessageEvent<string>) => {
        const lead = parseLead(event.data);
        if (lead) connection.leadListeners.forEach((listener) => listener(lead));
      });
      source.addEventListener('gift', (event: MessageEvent<string>) => {
        const gift = parseGift(event.data);
        if (gift) connection.giftListeners.forEach((listener) => listener(gift));
      });
      source.onerror = () => {
        source?.close();
        source = undefined;
        retry();
      };
    } catch (error) {
      // No access to the project (any more), or no subscription: nothing to retry. The refusal is
      // kept for the screens that apply the spec's 402 rule to it (the Pulse may show answers
      // still fresh in the cache, so the stream can be the first to hear of it).
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        connection.failure = error;
        connection.status = 'offline';
        connection.statusListeners.forEach((listener) => listener());
        return;
      }
      retry();
    }
  }

  function stop() {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(debounce);
    source?.close();
  }

  void connect();
  return connection;
}

function acquire(projectId: string): Connection {
  let connection = connections.get(projectId);
  if (!connection) {
    connection = open(projectId);
    connections.set(projectId, connection);
  }
  return connection;
}

/** The stream's data is the server's word, but a malformed event must not break the tab. */
function parseLead(data: string): LiveLead | undefined {
  try {
    const value = JSON.parse(data) as Partial<LiveLead> | null;
    return typeof value?.employeeId === 'string' ? (value as LiveLead) : undefined;
  } catch {
    return undefined;
  }
}

function parseGift(data: string): LiveGift | undefined {
  try {
    const value = JSON.parse(data) as Partial<LiveGift> | null;
    return typeof value?.requestId === 'string' ? (value as LiveGift) : undefined;
  } catch {
    return undefined;
  }
}

function releaseIfUnused(projectId: string, connection: Connection) {
  const { listeners, leadListeners, giftListeners, statusListeners } = connection;
  if (listeners.size > 0 || leadListeners.size > 0 || giftListeners.size > 0 || statusListeners.size > 0) return;
  connection.stop();
  if (connections.get(projectId) === connection) connections.delete(projectId);
}

/**
 * Calls `listener` when new activity of the project is stored (once per burst, every listener in
 * the same task); returns the unsubscribe.
 */
export function subscribeLive(projectId: string, listener: () => void): () => void {
  const connection = acquire(projectId);
  connection.listeners.add(listener);
  return () => {
    connection.listeners.delete(listener);
    releaseIfUnused(projectId, connection);
  };
}

/** Calls `listener` with every lead distribution gives to someone in the project; returns the unsubscribe. */
export function subscribeLiveLeads(projectId: string, listener: (lead: LiveLead) => void): () => void {
  const connection = acquire(projectId);
  connection.leadListeners.add(listener);
  return () => {
    connection.leadListeners.delete(listener);
    releaseIfUnused(projectId, connection);
  };
}

/** Calls `listener` with every gift request made or decided in the project (anybody's); returns the unsubscribe. */
export function subscribeLiveGifts(projectId: string, listener: (gift: LiveGift) => void): () => void {
  const connection = acquire(projectId);
  connection.giftListeners.add(listener);
  return () => {
    connection.giftListeners.delete(listener);
    releaseIfUnused(projectId, connection);
  };
}

export function subscribeLiveStatus(projectId: string, listener: () => void): () => void {
  const connection = acquire(projectId);
  connection.statusListeners.add(listener);
  return () => {
    connection.statusListeners.delete(listener);
    releaseIfUnused(projectId, connection);
  };
}

export function liveStatus(projectId: string): LiveStatus {
  return connections.get(projectId)?.status ?? 'connecting';
}

export function liveFailure(projectId: string): ApiError | null {
  return connections.get(projectId)?.failure ?? null;
}
