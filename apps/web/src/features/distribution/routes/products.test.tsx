import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { distributionFixture } from '../testing/fixtures';
import DistributionProducts from './products';

const widget = { '@id': '/api/products/p1', id: 'p1', name: 'Widget', sku: 'W-1' };
const gadget = { '@id': '/api/products/p2', id: 'p2', name: 'Gadget', sku: null };
const spare = { '@id': '/api/products/p3', id: 'p3', name: 'Spare part', sku: null };

function renderProducts(distributions: ReturnType<typeof distributionFixture>[]) {
  fakeApi({
    [`GET /projects/${projectId}/distributions`]: () => jsonResponse(hydraCollection(distributions)),
    [`GET /projects/${projectId}/products`]: () => jsonResponse(hydraCollection([spare, widget, gadget])),
  });
  return renderRoutes([{ path: '/distribution/products', element: <DistributionProducts /> }], ['/distribution/products']);
}

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) }, { timeout: 3000 })).closest('tr')!;

describe('Distribution products', () => {
  runSignedIn();
  beforeEach(() => useSessionStore.getState().setProjectId(projectId, 'Acme'));

  it('shows which distributions take each product, in the order they are tried', async () => {
    renderProducts([
      distributionFixture(2, 'Second', { position: 2, products: [widget['@id']] }),
      distributionFixture(1, 'First', { position: 1, products: [widget['@id'], gadget['@id']], active: false }),
    ]);
    const widgetRow = await rowOf('Widget');
    expect(
      within(widgetRow)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['First', 'Second']);
    expect(within(widgetRow).getByText('(paused)')).toBeInTheDocument();
    expect(within(await rowOf('Gadget')).getByRole('link', { name: 'First' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/distribution\//),
    );
    expect(within(await rowOf('Spare part')).getByText('Not distributed')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Take every product' })).not.toBeInTheDocument();
  });

  it('names the distributions that take every product', async () => {
    renderProducts([distributionFixture(1, 'Catch all'), distributionFixture(2, 'Widgets', { products: [widget['@id']] })]);
    expect(await screen.findByRole('heading', { name: 'Take every product' }, { timeout: 3000 })).toBeInTheDocument();
    expect(within(await rowOf('Spare part')).getByRole('link', { name: 'Catch all' })).toBeInTheDocument();
    expect(within(await rowOf('Widget')).getByRole('link', { name: 'Widgets' })).toBeInTheDocument();
  });
});
