import { MEDIA_MAX_BYTES } from '@salespulse/contract/media';
import type { GiftProduct } from '@salespulse/contract/gifts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { projectId } from '@/test/fixtures/ids';
import { renderScreen } from '@/test/render-screen';
import { runSignedIn } from '@/test/signed-in';
import { giftFixture, giftImage, mediaFixture } from '../testing/gift-product-fixtures';
import { GiftProductDialog } from './gift-product-dialog';

type Routes = Parameters<typeof fakeApi>[0];
const uploaded = mediaFixture(7);
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'mug.png', { type: 'image/png' });

function renderDialog(gift: GiftProduct | null, routes: Routes = {}) {
  const onClose = vi.fn();
  const api = fakeApi({
    'POST /media_objects': () => jsonResponse(uploaded, 201),
    'POST /gift_products': ({ body }) => jsonResponse(giftFixture(9, '', 0, body as Partial<GiftProduct>), 201),
    'PATCH /gift_products/': ({ body }) => jsonResponse({ ...gift, ...(body as object) }),
    ...routes,
  });
  const view = renderScreen(<GiftProductDialog projectId={projectId} gift={gift} onClose={onClose} />);
  return { ...view, api, onClose, dialog: screen.getByRole('dialog') };
}

const picture = (dialog: HTMLElement) => within(dialog).getByRole('group', { name: 'Picture' });
const fileInput = (dialog: HTMLElement) => within(dialog).getByLabelText<HTMLInputElement>('Picture file');

describe('Gift dialog: picture', () => {
  runSignedIn();
  const created: File[] = [];
  const revoked: string[] = [];
  beforeEach(() => {
    created.length = 0;
    revoked.length = 0;
    // jsdom has no blob URLs.
    Object.assign(URL, {
      createObjectURL: (file: File) => `blob:preview-${created.push(file)}`,
      revokeObjectURL: (url: string) => void revoked.push(url),
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('previews a chosen picture, uploads it when saved, then adds the gift with it', async () => {
    const { user, api, dialog } = renderDialog(null);
    expect(within(picture(dialog)).getByTestId('gift-picture-placeholder')).toBeInTheDocument();
    expect(fileInput(dialog)).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    await user.upload(fileInput(dialog), png());
    expect(within(picture(dialog)).getByRole('img', { name: 'The gift’s picture' })).toHaveAttribute('src', 'blob:preview-1');
    expect(within(picture(dialog)).getByRole('button', { name: 'Change picture' })).toBeInTheDocument();
    expect(api.calls('POST', '/media_objects')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Coffee mug');
    await user.type(within(dialog).getByLabelText('Price in points'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Add gift' }));
    await waitFor(() => expect(api.calls('POST', '/gift_products')).toHaveLength(1));
    const form = api.calls('POST', '/media_objects')[0]?.body as FormData;
    expect(form.get('project')).toBe(`/api/projects/${projectId}`);
    expect((form.get('file') as File).name).toBe('mug.png');
    expect(api.calls('POST', '/gift_products')[0]?.body).toEqual({
      project: `/api/projects/${projectId}`,
      name: 'Coffee mug',
      description: '',
      price: 150,
      image: uploaded['@id'],
    });
    expect(await screen.findByText('Gift added')).toBeInTheDocument();
  });

  it('lets the choose button open the file picker from the keyboard', async () => {
    const { user, dialog } = renderDialog(null);
    const click = vi.spyOn(fileInput(dialog), 'click');
    within(picture(dialog)).getByRole('button', { name: 'Choose picture' }).focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('refuses a picture over 2 MB before sending anything', async () => {
    const { user, api, dialog } = renderDialog(null);
    await user.upload(fileInput(dialog), new File([new Uint8Array(MEDIA_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The picture must be 2 MB or smaller.');
    expect(within(picture(dialog)).getByTestId('gift-picture-placeholder')).toBeInTheDocument();
    expect(created).toHaveLength(0);

    await user.upload(fileInput(dialog), png());
    expect(within(dialog).queryByText('The picture must be 2 MB or smaller.')).not.toBeInTheDocument();
    expect(api.calls('POST', '/media_objects')).toHaveLength(0);
  });

  it('refuses a file the browser cannot draw, before anything is uploaded', async () => {
    const { user, api, dialog } = renderDialog(null);
    await user.upload(fileInput(dialog), png());
    fireEvent.error(within(picture(dialog)).getByRole('img', { name: 'The gift’s picture' }));
    expect(within(picture(dialog)).getByRole('alert')).toHaveTextContent(
      'This file could not be shown as a picture: it may be damaged. Choose another file.',
    );
    expect(within(picture(dialog)).getByTestId('gift-picture-placeholder')).toBeInTheDocument();
    expect(within(picture(dialog)).getByRole('button', { name: 'Choose picture' })).toBeInTheDocument();
    expect(revoked).toEqual(['blob:preview-1']);

    await user.type(within(dialog).getByLabelText('Name'), 'Coffee mug');
    await user.type(within(dialog).getByLabelText('Price in points'), '150');
    // The first Add gift after the refusal stops to say the gift would have no picture ...
    await user.click(within(dialog).getByRole('button', { name: 'Add gift' }));
    expect(within(picture(dialog)).getByRole('alert')).toHaveTextContent(
      'The chosen file cannot be the picture. Choose another, or press Add gift again to add the gift without it.',
    );
    expect(within(picture(dialog)).getByRole('button', { name: 'Choose picture' })).toHaveFocus();
    expect(api.calls('POST', '/gift_products')).toHaveLength(0);
    // ... the second one adds it without.
    await user.click(within(dialog).getByRole('button', { name: 'Add gift' }));
    await waitFor(() => expect(api.calls('POST', '/gift_products')).toHaveLength(1));
    expect(api.calls('POST', '/media_objects')).toHaveLength(0);
    expect(api.calls('POST', '/gift_products')[0]?.body).not.toHaveProperty('image');
  });

  it('adds the gift with a file chosen after a refused one, at the first press', async () => {
    const { user, api, dialog } = renderDialog(null);
    await user.upload(fileInput(dialog), new File([new Uint8Array(MEDIA_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' }));
    await user.upload(fileInput(dialog), png());
    await user.type(within(dialog).getByLabelText('Name'), 'Coffee mug');
    await user.type(within(dialog).getByLabelText('Price in points'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Add gift' }));
    await waitFor(() => expect(api.calls('POST', '/gift_products')).toHaveLength(1));
    expect(api.calls('POST', '/gift_products')[0]?.body).toHaveProperty('image', uploaded['@id']);
  });

  it('keeps saying a file cannot be drawn after a submit that found the form incomplete', async () => {
    const { user, dialog } = renderDialog(null);
    await user.click(within(dialog).getByRole('button', { name: 'Add gift' }));
    expect(await within(dialog).findAllByText('required field')).toHaveLength(2);
    await user.upload(fileInput(dialog), png());
    fireEvent.error(within(picture(dialog)).getByRole('img', { name: 'The gift’s picture' }));
    // The revalidation a change starts after a submit must not wipe the refusal.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(picture(dialog)).getByRole('alert')).toHaveTextContent('could not be shown as a picture');
  });

  it('gives a gift its own picture back when the file chosen over it cannot be drawn', async () => {
    const gift = giftFixture(1, 'Coffee mug', 150, { image: giftImage(3) });
    const { user, api, dialog } = renderDialog(gift);
    await user.upload(fileInput(dialog), png());
    await user.upload(fileInput(dialog), new File([new Uint8Array([1])], 'other.gif', { type: 'image/gif' }));
    fireEvent.error(within(picture(dialog)).getByRole('img'));
    expect(within(picture(dialog)).getByRole('alert')).toHaveTextContent('could not be shown as a picture');
    expect(within(picture(dialog)).getByRole('img', { name: 'The gift’s picture' })).toHaveAttribute('src', gift.image?.contentUrl);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(picture(dialog)).getByRole('alert')).toHaveTextContent('press Save again to save without it');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PATCH', `/gift_products/${gift.id}`)).toHaveLength(1));
    expect(api.calls('PATCH', `/gift_products/${gift.id}`)[0]?.body).not.toHaveProperty('image');
    expect(api.calls('POST', '/media_objects')).toHaveLength(0);
  });

  it('shows the server’s refusal of the file under the picture and adds nothing', async () => {
    const { user, api, dialog, onClose } = renderDialog(null, {
      'POST /media_objects': () =>
        hydraErrorResponse(422, 'file: not an image', [{ propertyPath: 'file', message: 'must be a PNG, JPEG, WebP or GIF image' }]),
    });
    await user.type(within(dialog).getByLabelText('Name'), 'Coffee mug');
    await user.type(within(dialog).getByLabelText('Price in points'), '150');
    await user.upload(fileInput(dialog), png());
    await user.click(within(dialog).getByRole('button', { name: 'Add gift' }));
    expect(await within(picture(dialog)).findByText('must be a PNG, JPEG, WebP or GIF image')).toHaveAttribute('role', 'alert');
    expect(api.calls('POST', '/gift_products')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says the size limit when the server answers 413', async () => {
    const { user, dialog } = renderDialog(null, { 'POST /media_objects': () => hydraErrorResponse(413, 'Payload too large') });
    await user.type(within(dialog).getByLabelText('Name'), 'Coffee mug');
    await user.type(within(dialog).getByLabelText('Price in points'), '150');
    await user.upload(fileInput(dialog), png());
    await user.click(within(dialog).getByRole('button', { name: 'Add gift' }));
    expect(await within(picture(dialog)).findByText('The picture must be 2 MB or smaller.')).toBeInTheDocument();
  });

  it('does not upload the picture again when the gift itself was refused', async () => {
    let refuse = true;
    const { user, api, dialog } = renderDialog(null, {
      'POST /gift_products': ({ body }) =>
        refuse
          ? hydraErrorResponse(422, 'name: taken', [{ propertyPath: 'name', message: 'a gift with this name is already on offer' }])
          : jsonResponse(giftFixture(9, '', 0, body as Partial<GiftProduct>), 201),
    });
    await user.type(within(dialog).getByLabelText('Name'), 'Coffee mug');
    await user.type(within(dialog).getByLabelText('Price in points'), '150');
    await user.upload(fileInput(dialog), png());
    await user.click(within(dialog).getByRole('button', { name: 'Add gift' }));
    expect(await within(dialog).findByText('a gift with this name is already on offer')).toBeInTheDocument();
    refuse = false;
    await user.type(within(dialog).getByLabelText('Name'), ' 2');
    await user.click(within(dialog).getByRole('button', { name: 'Add gift' }));
    expect(await screen.findByText('Gift added')).toBeInTheDocument();
    expect(api.calls('POST', '/media_objects')).toHaveLength(1);
    expect(api.calls('POST', '/gift_products')[1]?.body).toMatchObject({ name: 'Coffee mug 2', image: uploaded['@id'] });
  });

  it('shows a gift’s own picture and removes it with null', async () => {
    const gift = giftFixture(1, 'Coffee mug', 150, { image: giftImage(3) });
    const { user, api, dialog } = renderDialog(gift);
    expect(within(picture(dialog)).getByRole('img', { name: 'The gift’s picture' })).toHaveAttribute('src', gift.image?.contentUrl);
    await user.click(within(picture(dialog)).getByRole('button', { name: 'Remove picture' }));
    expect(within(picture(dialog)).getByTestId('gift-picture-placeholder')).toBeInTheDocument();
    // The remove button is gone: focus moves to the one that chooses a picture.
    expect(within(picture(dialog)).getByRole('button', { name: 'Choose picture' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls('PATCH', `/gift_products/${gift.id}`)[0]?.body).toEqual({
        name: 'Coffee mug',
        description: '',
        price: 150,
        image: null,
      }),
    );
  });

  it('replaces a gift’s picture, and lets go of the previews it no longer shows', async () => {
    const gift = giftFixture(1, 'Coffee mug', 150, { image: giftImage(3) });
    const { user, api, dialog, unmount } = renderDialog(gift);
    await user.upload(fileInput(dialog), png());
    await user.upload(fileInput(dialog), new File([new Uint8Array([1])], 'other.gif', { type: 'image/gif' }));
    expect(revoked).toEqual(['blob:preview-1']);
    expect(within(picture(dialog)).getByRole('img')).toHaveAttribute('src', 'blob:preview-2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PATCH', `/gift_products/${gift.id}`)[0]?.body).toMatchObject({ image: uploaded['@id'] }));
    expect((api.calls('POST', '/media_objects')[0]?.body as FormData).get('file')).toBe(created[1]);
    unmount();
    expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2']);
  });
});
