import { useEffect, useState } from 'react';

/** The window's height, following resizes (a TV is sized once, a browser window any time). */
export function useWindowHeight(): number {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const update = () => setHeight(window.innerHeight);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return height;
}

/** Which page of `count` items to show, turning every `intervalMs`; back to the first when the count shrinks. */
export function useRotatingPage(count: number, pageSize: number, intervalMs: number) {
  const pages = Math.max(1, Math.ceil(count / Math.max(1, pageSize)));
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (pages <= 1) return;
    const timer = setInterval(() => setTick((value) => value + 1), intervalMs);
    return () => clearInterval(timer);
  }, [pages, intervalMs]);
  const page = tick % pages;
  return { page, pages, start: page * pageSize, end: Math.min(count, (page + 1) * pageSize) };
}
