/**
 * The top of a value axis with a tick at its middle: the smallest round figure (1, 2, 2.5 or 5
 * times a power of ten, twice) at or above `highest`, so the ticks read 0 / 500 / 1,000 rather
 * than 0 / 404 / 807. Whole steps once the figures reach 1 (counts have no half calls). 0 for an
 * empty chart.
 */
export function valueAxisTop(highest: number): number {
  if (!(highest > 0)) return 0;
  const rough = highest / 2;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const residual = rough / magnitude;
  const nice = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 2.5 ? 2.5 : residual <= 5 ? 5 : 10;
  const step = highest >= 1 ? Math.max(1, nice * magnitude) : nice * magnitude;
  // Floating point: 2.5 × 0.1 is 0.25000000000000006; the step is rounded to its own precision.
  return 2 * Number(step.toPrecision(12));
}
