import type { Employee } from '@salespulse/contract/employees';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/stores/auth-store';
import { getEmployeeList } from './employee-list';

const projectId = 'p-1';

function employee(index: number): Employee {
  const id = `00000000-0000-4000-a000-${String(index).padStart(12, '0')}`;
  return {
    '@id': `/api/employees/${id}`,
    '@type': 'Employee',
    id,
    project: `/api/projects/${projectId}`,
    role: 'REPRESENTATIVE',
    status: 'active',
    user: { '@id': `/api/users/${id}`, id, name: `Person ${index}`, email: `p${index}@example.com` },
    schedules: [],
    createdAt: '2025-01-01T00:00:00Z',
  };
}

const everyone = Array.from({ length: 80 }, (_, index) => employee(index + 1));

/** A server that filters like the real one: ids and users exactly, names as substrings. */
function serve() {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost');
      urls.push(url);
      const ids = url.searchParams.getAll('id[]');
      const users = url.searchParams.getAll('user[]');
      const names = url.searchParams.getAll('user.name[]');
      const matching = everyone.filter(
        (e) =>
          (ids.length === 0 || ids.includes(e.id)) &&
          (users.length === 0 || users.includes(e.user['@id'])) &&
          (names.length === 0 || names.some((name) => e.user.name.toLowerCase().includes(name.toLowerCase()))),
      );
      const body = { '@type': 'hydra:Collection', 'hydra:member': matching, 'hydra:totalItems': matching.length };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/ld+json' } }));
    }),
  );
  return urls;
}

describe('employee list reads (spec section 7)', () => {
  beforeEach(() => useAuthStore.getState().setTokens({ token: 'token', refresh_token: 'refresh' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuthStore.getState().clear();
  });

  it('sends a list of up to 30 as one request', async () => {
    const urls = serve();
    const answer = await getEmployeeList(projectId, { id: everyone.slice(0, 30).map((e) => e.id), itemsPerPage: 100 });
    expect(urls).toHaveLength(1);
    expect(answer['hydra:totalItems']).toBe(30);
  });

  it('splits 70 ids into chunks of 30, sent in parallel, and merges them with the totals summed', async () => {
    const urls = serve();
    const fetchMock = vi.mocked(fetch);
    let inFlight = 0;
    let most = 0;
    fetchMock.mockImplementation(
      ((original) => async (input: string | URL | Request, init?: RequestInit) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return original(input, init);
      })(fetchMock.getMockImplementation()!),
    );
    const ids = everyone.slice(0, 70).map((e) => e.id);
    const answer = await getEmployeeList(projectId, { id: ids, status: ['active', 'inactive'], itemsPerPage: 100 });
    expect(urls.map((url) => url.searchParams.getAll('id[]').length)).toEqual([30, 30, 10]);
    // Every other filter goes with every chunk.
    expect(
      urls.every(
        (url) => url.searchParams.getAll('status[]').join() === 'active,inactive' && url.searchParams.get('itemsPerPage') === '100',
      ),
    ).toBe(true);
    expect(most).toBe(3);
    expect(answer['hydra:member'].map((e) => e.id)).toEqual(ids);
    expect(answer['hydra:totalItems']).toBe(70);
  });

  it('splits user[] lists the same way', async () => {
    const urls = serve();
    const answer = await getEmployeeList(projectId, { user: everyone.slice(10, 45).map((e) => e.user['@id']) });
    expect(urls.map((url) => url.searchParams.getAll('user[]').length)).toEqual([30, 5]);
    expect(answer['hydra:totalItems']).toBe(35);
  });

  it('splits user.name[] lists, listing and counting once a member two chunks both match', async () => {
    const urls = serve();
    // "Person 1" (the 1st chunk) and "Person 10" (the 2nd) both match Person 10 … Person 19.
    const names = [...Array.from({ length: 29 }, (_, index) => `nobody ${index}`), 'Person 1', 'Person 10', 'Person 11'];
    const answer = await getEmployeeList(projectId, { 'user.name': names });
    expect(urls.map((url) => url.searchParams.getAll('user.name[]').length)).toEqual([30, 2]);
    const matched = everyone.filter((e) => e.user.name.includes('Person 1'));
    expect(answer['hydra:member'].map((e) => e.id).sort()).toEqual(matched.map((e) => e.id).sort());
    expect(answer['hydra:totalItems']).toBe(matched.length);
  });

  it('combines two long lists chunk by chunk, as one long request would filter', async () => {
    const urls = serve();
    const ids = everyone.slice(0, 40).map((e) => e.id);
    const users = everyone.slice(20, 60).map((e) => e.user['@id']);
    const answer = await getEmployeeList(projectId, { id: ids, user: users });
    expect(urls).toHaveLength(4);
    expect(answer['hydra:member'].map((e) => e.id).sort()).toEqual(
      everyone
        .slice(20, 40)
        .map((e) => e.id)
        .sort(),
    );
    expect(answer['hydra:totalItems']).toBe(20);
  });
});
