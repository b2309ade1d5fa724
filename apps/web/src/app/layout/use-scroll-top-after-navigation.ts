import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Each new page starts at its top. The layout's `main` is the page's scroll area and stays mounted
 * from page to page, so without this a page opened from a scrolled one (down the Pulse's cards on
 * a phone, a long settings list) opened as far down as the last one was left. Only a new path
 * counts: a page changing its own query (a sort, a filter) keeps where the user is.
 */
export function useScrollTopAfterNavigation(mainId = 'main') {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById(mainId);
    if (main) main.scrollTop = 0;
  }, [pathname, mainId]);
}
