import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MediaContentType } from '@salespulse/contract/media';
import { imageIsWhole, sniffImageType } from '../media/image-type';

export type GiftPictureName = 'coffee' | 'hoodie' | 'headphones' | 'day-off';

// The pictures are the project's own (drawn as the SVG beside each, rendered to a small PNG, since
// media objects take raster images only). From the sources they sit next to this file; the bundle
// (dist/main.js) reads them from the sources, as it reads the migrations.
const here = path.dirname(fileURLToPath(import.meta.url));
const folder = [path.join(here, 'gift-pictures'), path.resolve(here, '../src/modules/demo/gift-pictures')].find((dir) => existsSync(dir));

/** A demo gift's picture, checked as an upload is (its bytes say it is a whole image). */
export async function giftPicture(name: GiftPictureName): Promise<{ contentType: MediaContentType; data: Buffer }> {
  if (!folder) throw new Error('the demo gift pictures are missing (apps/server/src/modules/demo/gift-pictures)');
  const data = await readFile(path.join(folder, `${name}.png`));
  const contentType = sniffImageType(data);
  if (!contentType || !imageIsWhole(contentType, data)) throw new Error(`the demo gift picture ${name}.png is not a whole image`);
  return { contentType, data };
}
