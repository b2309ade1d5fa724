import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, mergePatch, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createProjectAccess } from '../../access/project-access';
import { settings } from '../../db/schema/settings';
import { imageIsWhole, sniffImageType } from './image-type';
import { mediaObjects } from '../../db/schema/media';
import { createMediaService, UNUSED_MEDIA_GRACE_MS } from './media.service';

// A real 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A multipart body as a browser's FormData would send it. */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = '----salespulse-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('media objects API', () => {
  let t: TestApp;
  let owner: Actor;
  let rep: Actor;
  let project: { id: string; '@id': string };

  const upload = (actor: Actor, fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) => {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/media_objects',
      headers: { ...actor.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const png = { name: 'mug.png', type: 'image/png', bytes: PNG };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner);
    rep = await addMember(t, project.id, 'REPRESENTATIVE', 'Rita Rep');
    await t.db
      .update(settings)
      .set({ value: '1' })
      .where(and(eq(settings.projectId, project.id), eq(settings.name, 'gift_shop_enabled')));
  });
  afterAll(() => t.close());

  it('recognises images by their first bytes', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
  });

  it('tells a whole image from one cut off on its way', () => {
    expect(imageIsWhole('image/png', PNG)).toBe(true);
    expect(imageIsWhole('image/png', PNG.subarray(0, PNG.length - 12))).toBe(false);
    expect(imageIsWhole('image/png', PNG.subarray(0, 8))).toBe(false);
    // Whatever follows the end marker is tolerated, as browsers do.
    expect(imageIsWhole('image/png', Buffer.concat([PNG, Buffer.alloc(16)]))).toBe(true);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);
    expect(imageIsWhole('image/jpeg', jpeg)).toBe(true);
    expect(imageIsWhole('image/jpeg', jpeg.subarray(0, 10))).toBe(false);
    // A motion photo: a video after the JPEG's end.
    expect(imageIsWhole('image/jpeg', Buffer.concat([jpeg, Buffer.alloc(100_000, 7)]))).toBe(true);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([12, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(4)]);
    expect(imageIsWhole('image/webp', webp)).toBe(true);
    expect(imageIsWhole('image/webp', webp.subarray(0, 16))).toBe(false);
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(8), Buffer.from([0x3b])]);
    expect(imageIsWhole('image/gif', gif)).toBe(true);
    expect(imageIsWhole('image/gif', gif.subarray(0, 12))).toBe(false);
  });

  it('stores an uploaded image and serves its bytes to anyone with the address', async () => {
    const response = await upload(owner, { project: project['@id'] }, png);
    expect(response.statusCode, response.body).toBe(201);
    const media = response.json();
    expect(media).toMatchObject({
      '@type': 'MediaObject',
      project: project['@id'],
      contentType: 'image/png',
      size: PNG.length,
      contentUrl: `/api/media_objects/${media.id}/content`,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/media_objects/${media.id}`, headers: rep.headers })).json()).toEqual(media);

    const content = await t.app.inject({ method: 'GET', url: media.contentUrl });
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(PNG)).toBe(true);
    expect(content.headers['content-type']).toBe('image/png');
    expect(content.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(content.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ method: 'GET', url: '/api/media_objects/00000000-0000-4000-8000-000000000000/content' })).statusCode).toBe(
      404,
    );
  });

  it('refuses what is not an image, whatever it claims, and missing parts', async () => {
    const svg = await upload(
      owner,
      { project: project['@id'] },
      { name: 'x.png', type: 'image/png', bytes: Buffer.from('<svg onload="alert(1)"/>') },
    );
    expect(svg.statusCode).toBe(422);
    expect(svg.json().violations).toEqual([{ propertyPath: 'file', message: 'must be a PNG, JPEG, WebP or GIF image' }]);
    const cut = await upload(owner, { project: project['@id'] }, { ...png, bytes: PNG.subarray(0, 40) });
    expect(cut.statusCode).toBe(422);
    expect(cut.json().violations).toEqual([{ propertyPath: 'file', message: 'the image is incomplete: upload it again' }]);
    expect((await upload(owner, { project: project['@id'] })).json().violations).toEqual([
      { propertyPath: 'file', message: 'required field' },
    ]);
    expect((await upload(owner, {}, png)).json().violations).toEqual([{ propertyPath: 'project', message: 'required field' }]);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/media_objects',
      headers: owner.headers,
      payload: { project: project['@id'] },
    });
    expect(json.statusCode).toBe(415);
  });

  it('refuses images over 2 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await upload(owner, { project: project['@id'] }, { name: 'big.png', type: 'image/png', bytes: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()['@type']).toBe('hydra:Error');
  });

  it('lets only gift editors upload, and keeps other projects out', async () => {
    expect((await upload(rep, { project: project['@id'] }, png)).statusCode).toBe(403);
    expect((await upload(owner, {}, png)).statusCode).toBe(422);
    const stranger = await signUp(t, 'Stranger');
    expect((await upload(stranger, { project: project['@id'] }, png)).statusCode).toBe(404);
    const media = (await upload(owner, { project: project['@id'] }, png)).json();
    expect((await t.app.inject({ method: 'GET', url: `/api/media_objects/${media.id}`, headers: stranger.headers })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/media_objects',
          headers: { 'content-type': multipart({}).contentType },
          payload: multipart({}).payload,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('gives a gift a picture of its own project, changes and removes it', async () => {
    const media = (await upload(owner, { project: project['@id'] }, png)).json();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/gift_products',
      headers: owner.headers,
      payload: { project: project['@id'], name: 'Mug', price: 5, image: media['@id'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().image).toEqual({ '@id': media['@id'], contentUrl: media.contentUrl });
    const gift = created.json();
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `/api/gift_products/${gift.id}`,
      headers: mergePatch(owner.headers),
      payload: JSON.stringify({ image: null }),
    });
    expect(cleared.json().image).toBeNull();

    const stranger = await signUp(t, 'Another owner');
    const elsewhere = await createProject(t, stranger, 'Elsewhere');
    const theirs = (await upload(stranger, { project: elsewhere['@id'] }, png)).json();
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/api/gift_products/${gift.id}`,
      headers: mergePatch(owner.headers),
      payload: JSON.stringify({ image: theirs['@id'] }),
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().violations).toEqual([{ propertyPath: 'image', message: 'must be an image uploaded to this project' }]);
  });

  it('deletes images nothing has shown for a day, and keeps the rest', async () => {
    const make = async () =>
      (await upload(owner, { project: project['@id'] }, png)).json() as { id: string; '@id': string; contentUrl: string };
    const [shown, replaced, abandoned, fresh] = [await make(), await make(), await make(), await make()];
    const gift = await t.app.inject({
      method: 'POST',
      url: '/api/gift_products',
      headers: owner.headers,
      payload: { project: project['@id'], name: 'Framed photo', price: 5, image: replaced['@id'] },
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/gift_products/${gift.json().id}`,
      headers: mergePatch(owner.headers),
      payload: JSON.stringify({ image: shown['@id'] }),
    });
    const dayAndMore = new Date(Date.now() - UNUSED_MEDIA_GRACE_MS - 60_000);
    await t.db
      .update(mediaObjects)
      .set({ createdAt: dayAndMore })
      .where(inArray(mediaObjects.id, [shown.id, replaced.id, abandoned.id]));

    const media = createMediaService({ db: t.db, access: createProjectAccess(t.db) });
    expect(await media.removeUnused()).toBeGreaterThanOrEqual(2);
    const status = async (item: { contentUrl: string }) => (await t.app.inject({ method: 'GET', url: item.contentUrl })).statusCode;
    expect(await status(shown)).toBe(200);
    expect(await status(fresh)).toBe(200);
    expect(await status(replaced)).toBe(404);
    expect(await status(abandoned)).toBe(404);
    expect(await media.removeUnused()).toBe(0);
  });
});
