import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a page's heading is waited for and kept focused (it may come with the page's data). */
export const HEADING_WAIT_MS = 3000;

function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body;
}

/**
 * After a navigation that leaves focus nowhere (the submit button or menu item that had it went
 * away with the old page), focus the new page's h1 inside `main`, or `main` itself when no heading
 * comes in time. Keyboard and screen reader users then go on from the top of the new content
 * instead of from the start of the document. This holds also for the layout's first page when
 * the app led there (signing in goes from the sign-in page to the pulse). A navigation that keeps
 * the focused element (a sidebar link) is left alone, and so is the page a visit starts on.
 */
export function useFocusAfterNavigation(mainId = 'main') {
  const { pathname } = useLocation();
  // POP: the page the browser loaded, or one the history buttons went back or forth to.
  const ledHere = useNavigationType() !== 'POP';
  const shown = useRef<string | undefined>(ledHere ? undefined : pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;

    let done = false;
    let focused: HTMLElement | null = null;
    // Runs on every change inside `main` until the wait is over: a page may swap its heading for
    // another once its data is in (a loading frame, then the page), taking focus away again.
    const focusHeading = () => {
      if (done) return;
      if (!focusIsLost()) {
        // Something else (a dialog, an autofocused field, the user) placed focus: leave it there.
        if (document.activeElement !== focused) stop();
        return;
      }
      // Our heading is still there, yet focus left it (a click on the page's background).
      if (focused?.isConnected) return stop();
      const heading = main.querySelector('h1');
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      focused = heading;
    };
    const observer = new MutationObserver(focusHeading);
    const timer = window.setTimeout(() => {
      if (!done && !focused && focusIsLost()) main.focus({ preventScroll: true });
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
