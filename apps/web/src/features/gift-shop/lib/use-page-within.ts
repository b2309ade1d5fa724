import { useEffect } from 'react';

/**
 * Handling the last request of the last page empties it: go back to the page that is now the last,
 * once the list on screen is the answer for this page (not the previous one kept while loading).
 */
export function usePageWithin(page: number, pages: number, setPage: (page: number) => void, settled: boolean) {
  useEffect(() => {
    if (settled && page > 1 && page > pages) setPage(Math.max(1, pages));
  }, [page, pages, setPage, settled]);
}
