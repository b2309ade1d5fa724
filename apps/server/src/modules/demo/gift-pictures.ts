import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MediaContentType } from '@salespulse/contract/media';

export type GiftPictureName = 'coffee' | 'hoodie' | 'headphones' | 'day-off';

// The pictures are the project's own drawings, stored as SVG media objects: a few hundred bytes
// each, sharp at every size, and text in the repository rather than binaries. (Uploads stay raster:
// media.service.ts takes no SVG from a person.) From the sources they sit next to this file; the
// bundle (dist/main.js) reads them from the sources, as it reads the migrations.
const here = path.dirname(fileURLToPath(import.meta.url));
const folder = [path.join(here, 'gift-pictures'), path.resolve(here, '../src/modules/demo/gift-pictures')].find((dir) => existsSync(dir));

/** A demo gift's picture: the SVG drawing shipped with the product. */
export async function giftPicture(name: GiftPictureName): Promise<{ contentType: MediaContentType; data: Buffer }> {
  if (!folder) throw new Error('the demo gift pictures are missing (apps/server/src/modules/demo/gift-pictures)');
  const data = await readFile(path.join(folder, `${name}.svg`));
  if (!data.subarray(0, 200).toString('utf8').trimStart().startsWith('<svg'))
    throw new Error(`the demo gift picture ${name}.svg is not an SVG drawing`);
  return { contentType: 'image/svg+xml', data };
}
