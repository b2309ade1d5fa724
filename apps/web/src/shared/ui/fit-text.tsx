import { useLayoutEffect, useRef, useState } from 'react';

type FitTextProps = {
  /** What is shown when it fits. */
  text: string;
  /** A shorter form of the same thing (73K for $73,012), tried before the type gets smaller. */
  short?: string;
  /** The smallest type, as a share of the cell's (below it the text is clipped, never cut with "…"). */
  minScale?: number;
};

type Fit = { short: boolean; scale: number };
const WHOLE: Fit = { short: false, scale: 1 };
/** Room kept free: canvas widths and the laid-out text differ by a pixel or two. */
const MARGIN = 0.97;

let canvas: HTMLCanvasElement | undefined;

/** How wide `text` is set in `element`'s font; tabular figures are as wide as zeros. */
function widthOf(text: string, element: HTMLElement): number | undefined {
  canvas ??= document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  const style = getComputedStyle(element);
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const probe = style.fontVariantNumeric.includes('tabular-nums') ? text.replace(/\d/g, '0') : text;
  return context.measureText(probe).width;
}

/** Whether an element is as wide as its content: inline, or an item of a flex row (a column stretches it). */
function shrinksToContent(element: HTMLElement): boolean {
  if (getComputedStyle(element).display.startsWith('inline')) return true;
  const parent = element.parentElement;
  if (parent === null) return false;
  const style = getComputedStyle(parent);
  return style.display.includes('flex') && !style.flexDirection.startsWith('column');
}

/** The box the text has to fit: the nearest ancestor whose width does not follow the text (its cell). */
function boxOf(element: HTMLElement): HTMLElement | null {
  let box = element.parentElement;
  while (box && shrinksToContent(box)) box = box.parentElement;
  return box;
}

/** The width the box leaves for its content. */
function roomOf(element: HTMLElement): number {
  const style = getComputedStyle(element);
  return element.clientWidth - (Number.parseFloat(style.paddingLeft) || 0) - (Number.parseFloat(style.paddingRight) || 0);
}

/** The whole text if it fits `room`, else the short one, else the short one scaled down to fit. */
export function fitFor(room: number, whole: number, short: number | undefined, minScale: number): Fit {
  if (room <= 0 || whole <= room * MARGIN) return WHOLE;
  if (short !== undefined && short <= room * MARGIN) return { short: true, scale: 1 };
  const shown = short ?? whole;
  return { short: short !== undefined, scale: Math.max(minScale, (room * MARGIN) / shown) };
}

/**
 * A figure that is never shown cut (a wall screen that reads "$73,0…" tells nobody anything): the
 * whole text when it fits its cell, else its short form, else that in smaller type. Measured
 * whenever the cell changes size or the text changes. Screen readers always get the whole text.
 */
export function FitText({ text, short, minScale = 0.55 }: FitTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [fit, setFit] = useState<Fit>(WHOLE);

  useLayoutEffect(() => {
    const parent = ref.current && boxOf(ref.current);
    // The type the text is set in is its parent's (the figure's own size scales that): the box may be
    // a card whose body type is smaller than the figure's.
    const font = ref.current?.parentElement;
    if (!parent || !font || typeof ResizeObserver === 'undefined') return;
    // The observer reports the cell's size once when it starts, before the first paint, and again
    // whenever it changes: each report measures both forms at the cell's type.
    const observer = new ResizeObserver(() => {
      const whole = widthOf(text, font);
      if (whole === undefined) return;
      const next = fitFor(roomOf(parent), whole, short && short !== text ? widthOf(short, font) : undefined, minScale);
      setFit((current) => (current.short === next.short && Math.abs(current.scale - next.scale) < 0.01 ? current : next));
    });
    observer.observe(parent);
    return () => observer.disconnect();
  }, [text, short, minScale]);

  const shown = fit.short && short ? short : text;
  return (
    <>
      <span
        ref={ref}
        aria-hidden={shown !== text ? true : undefined}
        title={shown !== text ? text : undefined}
        className="inline-block whitespace-nowrap"
        style={fit.scale < 1 ? { fontSize: `${fit.scale}em` } : undefined}
      >
        {shown}
      </span>
      {shown !== text ? <span className="sr-only">{text}</span> : null}
    </>
  );
}
