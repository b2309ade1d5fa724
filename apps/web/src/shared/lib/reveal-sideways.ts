/**
 * Scrolls `region` sideways, and only it (scrollIntoView would move the page too), so that
 * `element` shows whole between `insetStart` px from the region's left edge and `insetEnd` px from
 * its right. Browsers scroll a focused element into view but know nothing of what covers it there
 * (a sticky first column) or of the room its focus ring needs at the edge.
 */
export function revealSideways(region: HTMLElement, element: Element, insetStart: number, insetEnd = insetStart) {
  if (region.scrollWidth <= region.clientWidth) return;
  const box = element.getBoundingClientRect();
  const area = region.getBoundingClientRect();
  const before = box.left - (area.left + insetStart);
  const after = box.right - (area.right - insetEnd);
  if (before < 0) region.scrollBy?.({ left: before });
  else if (after > 0) region.scrollBy?.({ left: after });
}
