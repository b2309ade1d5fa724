import { type RefObject, useLayoutEffect, useState } from 'react';

/** The layout's scroll area (`main`) and where a list starts in its scrolled content (px). */
export type PageScrollArea = { element: HTMLElement; offset: number };

/**
 * Where a long list inside the page scrolls: the layout's scroll area (`main`), so on a phone the
 * title, the date and the notes scroll away with the cards instead of holding a quarter of the
 * screen. The list's offset is measured again whenever the page changes size; null until
 * mounted, or outside the layout.
 */
export function usePageScrollArea(list: RefObject<HTMLElement | null>): PageScrollArea | null {
  const [area, setArea] = useState<PageScrollArea | null>(null);
  useLayoutEffect(() => {
    const element = list.current?.closest('main');
    if (!list.current || !element) return undefined;
    const measure = () => {
      const top = list.current?.getBoundingClientRect().top;
      if (top === undefined) return;
      const offset = Math.round(top - element.getBoundingClientRect().top + element.scrollTop);
      setArea((current) => (current?.element === element && current.offset === offset ? current : { element, offset }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    // A note shown above the list grows one of the list's ancestors; the scroll area itself changes
    // with the screen.
    for (let node: Element | null = list.current; node; node = node === element ? null : node.parentElement) observer.observe(node);
    return () => observer.disconnect();
  }, [list]);
  return area;
}
