import { type RefObject, useEffect } from 'react';

/**
 * Marks a box that scrolls sideways with `data-scrolled="true"` while it is scrolled away from its
 * start, so its sticky first column can show that columns lie under it (`stickyEdge`). Set on
 * the element directly: a scroll event re-renders nothing.
 */
export function useScrolledSideways(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      box.dataset.scrolled = String(box.scrollLeft > 0);
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    return () => box.removeEventListener('scroll', update);
  }, [ref]);
}

/** The class of the sticky first column's cells (styles.css draws the edge while scrolled). */
export const stickyEdge = 'sticky-edge';
