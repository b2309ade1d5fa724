import { browserZone } from '@/shared/lib/time-zone';

/** The browser's zone: the file was most likely exported where its user works. */
export function browserTimeZone(): string {
  return browserZone() || 'UTC';
}

export function timeZones(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/** How much of the file the preview reads: enough for the header and the first rows of any export. */
export const CSV_PREVIEW_BYTES = 256 * 1024;

/**
 * The start of the file, cut after its last complete line when the file is longer, so the preview
 * never sees half a row (or half a UTF-8 character).
 */
export async function previewSlice(file: Blob, bytes = CSV_PREVIEW_BYTES): Promise<string> {
  const text = await file.slice(0, bytes).text();
  if (file.size <= bytes) return text;
  const end = text.lastIndexOf('\n');
  return end > 0 ? text.slice(0, end + 1) : text;
}
