import type { Project } from '@salespulse/contract/projects';
import type { Role } from '@salespulse/contract/permissions';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}

export function hydraErrorResponse(
  status: number,
  description: string,
  violations?: { propertyPath: string; message: string }[],
): Response {
  const body = {
    '@type': 'hydra:Error',
    'hydra:title': 'An error occurred',
    'hydra:description': description,
    status,
    ...(violations ? { violations } : {}),
  };
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/ld+json' } });
}

export function hydraCollection<T>(members: T[], total = members.length) {
  return {
    '@context': '/api/contexts/x',
    '@id': '/api/x',
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': total,
  };
}

/** A project as the API returns it; the id is derived from the index so tests can refer to it. */
export function projectFixture(index: number, name: string, role: Role = 'OWNER'): Project {
  const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
  return { '@id': `/api/projects/${id}`, '@type': 'Project', id, name, settings: [], role, createdAt: '2025-01-01T00:00:00Z' };
}

/** The path and query of a fetch call, for asserting on what was requested. */
export function requestedUrls(spy: { mock: { calls: unknown[][] } }): string[] {
  return spy.mock.calls.map(([input]) => String(input));
}
