import { useCallback, useState } from 'react';

/**
 * Whether the element given to the returned ref callback scrolls vertically (its content is taller
 * than its box), kept up to date as either changes size. A region that scrolls must take focus, or
 * a keyboard cannot scroll it; one that does not scroll should not be a Tab stop.
 */
export function useScrolls<T extends HTMLElement>(): [(node: T | null) => (() => void) | undefined, boolean] {
  const [scrolls, setScrolls] = useState(false);
  const ref = useCallback((node: T | null) => {
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setScrolls(node.scrollHeight > node.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    // The content's own size changes (a list arriving) do not resize the scroller itself.
    for (const child of Array.from(node.children)) observer.observe(child);
    const mutations = new MutationObserver(() => {
      for (const child of Array.from(node.children)) observer.observe(child);
      measure();
    });
    mutations.observe(node, { childList: true });
    measure();
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, []);
  return [ref, scrolls];
}
