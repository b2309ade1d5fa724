import type { Employee } from '@salespulse/contract/employees';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { hydraCollection, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { runSignedIn } from '@/test/signed-in';
import { useEveryEmployee } from './queries';

const member = (index: number) => ({ '@id': `/api/employees/e${index}`, id: `e${index}` }) as Employee;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;
}

describe('useEveryEmployee', () => {
  runSignedIn();

  it('reads the first page, then the others at once, active and inactive members alike', async () => {
    const everyone = Array.from({ length: 230 }, (_, index) => member(index + 1));
    const api = fakeApi({
      'GET /projects/p1/employees': ({ path }) => {
        const page = Number(new URL(path, 'http://localhost').searchParams.get('page'));
        return jsonResponse(hydraCollection(everyone.slice((page - 1) * 100, page * 100), everyone.length));
      },
    });
    const { result } = renderHook(() => useEveryEmployee('p1'), { wrapper });
    await waitFor(() => expect(result.current.data).toHaveLength(230));
    expect(result.current.data?.map((e) => e.id)).toEqual(everyone.map((e) => e.id));
    expect(api.calls('GET', '/projects/p1/employees').map((call) => call.path)).toEqual(
      [1, 2, 3].map((page) => `/projects/p1/employees?itemsPerPage=100&page=${page}&status%5B%5D=active&status%5B%5D=inactive`),
    );
  });

  it('is one request however many screens and pickers ask for it', async () => {
    const api = fakeApi({ 'GET /projects/p1/employees': () => jsonResponse(hydraCollection([member(1)])) });
    const { result } = renderHook(() => [useEveryEmployee('p1'), useEveryEmployee('p1')], { wrapper });
    await waitFor(() => expect(result.current.every((query) => query.data?.length === 1)).toBe(true));
    expect(api.calls('GET', '/projects/p1/employees')).toHaveLength(1);
  });
});
