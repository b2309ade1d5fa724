type LocationLike = { state: unknown; search: string };

/**
 * The path the user came from. Router redirects carry it as navigation state (`{ from }`, a path
 * or a location object); a full-page redirect after a failed refresh carries it as `?from=`.
 * Auth screens are never a destination: returning to /auth/login after signing in would clear the
 * session again. Only same-origin paths are accepted so the query cannot send users elsewhere.
 */
export function previousPath({ state, search }: LocationLike): string | undefined {
  const fromState = state && typeof state === 'object' && 'from' in state ? toPath(state.from) : undefined;
  const path = fromState ?? new URLSearchParams(search).get('from') ?? undefined;
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/auth')) return undefined;
  return path;
}

function toPath(from: unknown): string | undefined {
  if (typeof from === 'string') return from;
  if (!from || typeof from !== 'object' || !('pathname' in from) || typeof from.pathname !== 'string') {
    return undefined;
  }
  const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
  const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}
