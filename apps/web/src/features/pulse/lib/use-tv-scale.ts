import { useLayoutEffect, useState } from 'react';

/** The board is drawn for a 1920 × 1080 screen; larger ones scale it whole, up to 4K and a bit past. */
const BASE_WIDTH = 1920;
const BASE_HEIGHT = 1080;
const MAX_SCALE = 2.5;

/** How much larger than at 1920 × 1080 the wall screen's type and rows are: never below 1. */
export function tvScaleFor(width: number, height: number): number {
  return Math.min(MAX_SCALE, Math.max(1, Math.min(width / BASE_WIDTH, height / BASE_HEIGHT)));
}

/**
 * Scales the TV board with the screen: on a 4K wall the same board at 1920's sizes filled a quarter
 * of it, in type too small to read across the room. Every size of the board is in rem, so the
 * document's font size scales all of it; the row height the pager counts with comes back here.
 * The document's own size is restored when the board closes.
 */
export function useTvScale(): number {
  const [scale, setScale] = useState(() => tvScaleFor(window.innerWidth, window.innerHeight));
  useLayoutEffect(() => {
    const update = () => setScale(tvScaleFor(window.innerWidth, window.innerHeight));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const before = root.style.fontSize;
    root.style.fontSize = scale > 1 ? `${16 * scale}px` : before;
    return () => {
      root.style.fontSize = before;
    };
  }, [scale]);
  return scale;
}
