import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a page's heading is waited for (it may come with the page's data). */
export const HEADING_WAIT_MS = 2000;

function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body;
}

/**
 * After a navigation that leaves focus nowhere (the submit button or menu item that had it went
 * away with the old page), focus the new page's h1 inside `main`, or `main` itself when no heading
 * comes in time. Keyboard and screen reader users then go on from the top of the new content
 * instead of from the start of the document. A navigation that keeps the focused element (a
 * sidebar link) is left alone, and so is the first page of a visit.
 */
export function useFocusAfterNavigation(mainId = 'main') {
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;

    let done = false;
    const focusHeading = () => {
      if (done) return;
      // Something (a dialog, an autofocused field, the user) placed focus: leave it there.
      if (!focusIsLost()) return stop();
      const heading = main.querySelector('h1');
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      stop();
    };
    const observer = new MutationObserver(focusHeading);
    const timer = window.setTimeout(() => {
      if (!done && focusIsLost()) main.focus({ preventScroll: true });
      stop();
    }, HEADING_WAIT_MS);
    function stop() {
      done = true;
      observer.disconnect();
      window.clearTimeout(timer);
    }

    observer.observe(main, { childList: true, subtree: true });
    focusHeading();
    return stop;
  }, [pathname, mainId]);
}
