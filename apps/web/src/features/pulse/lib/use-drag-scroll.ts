import { type RefObject, useEffect } from 'react';

const THRESHOLD_PX = 4;

/**
 * Lets a mouse drag the scroll box in both directions (a grab-and-move board on large screens).
 * Clicks on buttons and links keep working: dragging starts only after a few pixels of movement,
 * and the click that ends a drag is swallowed.
 */
export function useDragScroll(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    let start: { x: number; y: number; left: number; top: number; id: number } | null = null;
    let dragging = false;

    const down = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      start = { x: event.clientX, y: event.clientY, left: box.scrollLeft, top: box.scrollTop, id: event.pointerId };
      dragging = false;
    };
    const move = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (!dragging && Math.hypot(dx, dy) < THRESHOLD_PX) return;
      if (!dragging) {
        dragging = true;
        box.setPointerCapture(start.id);
        box.dataset.dragging = 'true';
      }
      box.scrollLeft = start.left - dx;
      box.scrollTop = start.top - dy;
      event.preventDefault();
    };
    const up = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      if (dragging && box.hasPointerCapture(start.id)) box.releasePointerCapture(start.id);
      start = null;
      delete box.dataset.dragging;
    };
    const click = (event: MouseEvent) => {
      if (!dragging) return;
      dragging = false;
      event.preventDefault();
      event.stopPropagation();
    };

    box.addEventListener('pointerdown', down);
    box.addEventListener('pointermove', move);
    box.addEventListener('pointerup', up);
    box.addEventListener('pointercancel', up);
    box.addEventListener('click', click, true);
    return () => {
      box.removeEventListener('pointerdown', down);
      box.removeEventListener('pointermove', move);
      box.removeEventListener('pointerup', up);
      box.removeEventListener('pointercancel', up);
      box.removeEventListener('click', click, true);
    };
  }, [ref]);
}
