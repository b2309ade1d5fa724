import type { UploadContentType } from '@salespulse/contract/media';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * The image type its first bytes announce (PNG, JPEG, WebP, GIF), or undefined. The client's own
 * content type is not trusted: whatever is served back as an image must be one.
 */
export function sniffImageType(bytes: Buffer): UploadContentType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  return undefined;
}

/** Bytes a GIF may carry after its trailer (some editors pad): searched, not required last. */
const TRAILING_SLACK = 64;

const hasMarker = (bytes: Buffer, marker: number[], from: number) => bytes.indexOf(Buffer.from(marker), from) !== -1;
const endsWithin = (bytes: Buffer, marker: number[]) =>
  hasMarker(bytes, marker, Math.max(0, bytes.length - TRAILING_SLACK - marker.length));

/**
 * Whether an image of `type` is whole: its header and its end marker are there. An upload cut off
 * on its way (a dropped connection, a browser that gave up) still starts like an image; stored, it
 * would show as a broken picture in the gift shop for good. The check errs towards accepting: a
 * PNG's or JPEG's end marker may be followed by anything (a phone's motion photo appends a video
 * after the JPEG), so it only has to be there.
 */
export function imageIsWhole(type: UploadContentType, bytes: Buffer): boolean {
  switch (type) {
    // The IHDR chunk first, then somewhere an IEND chunk (empty, then its CRC).
    case 'image/png':
      return startsWith(bytes, [0x49, 0x48, 0x44, 0x52], 12) && hasMarker(bytes, [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82], 16);
    // An end-of-image marker after the start (image data escapes every 0xFF, so none appears by chance).
    case 'image/jpeg':
      return hasMarker(bytes, [0xff, 0xd9], 2);
    // The RIFF container says how long it is.
    case 'image/webp':
      return bytes.length >= 12 && bytes.readUInt32LE(4) + 8 <= bytes.length;
    // The trailer byte after the last block (a byte that data holds too, so it is looked for at the end).
    case 'image/gif':
      return bytes.length > 13 && endsWithin(bytes, [0x3b]);
  }
}
