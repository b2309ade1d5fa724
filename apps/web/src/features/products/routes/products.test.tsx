import type { Product } from '@salespulse/contract/catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, hydraErrorResponse, jsonResponse, noContent } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { providerFixture } from '@/test/fixtures/data-providers';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { productFixture, propertyFixture, sourceFixture } from '../testing/fixtures';
import Products from './products';

const crm = providerFixture(1, 'Main CRM');
const shop = providerFixture(2, 'Web shop');
const widget = productFixture(1, 'Widget', crm, { deals: 5, sku: 'W-1' });
const widgetPro = productFixture(2, 'widget-pro', shop, { deals: 9 });
const gadget = productFixture(3, 'Gadget 2000', crm, { externalKey: 'gadget', deals: 1 });
const oldWidget = productFixture(4, 'Old widget', crm, { mergedInto: widget['@id'] });
const plan = propertyFixture(1, 'plan', crm, { name: 'Plan' });
const region = propertyFixture(2, 'region', crm);

type Routes = Parameters<typeof fakeApi>[0];

function renderProducts(routes: Routes = {}, entry = '/settings/product', products: Product[] = [widget, widgetPro, gadget]) {
  const api = fakeApi({
    [`GET /projects/${projectId}/data_providers`]: () => jsonResponse(hydraCollection([shop, crm])),
    [`GET /projects/${projectId}/products`]: ({ path }) => {
      const name = new URLSearchParams(path.split('?')[1]).get('name')?.toLowerCase() ?? '';
      const shown = path.includes('includeMerged=true') ? [...products, oldWidget] : products;
      return jsonResponse(hydraCollection(shown.filter((p) => p.name.toLowerCase().includes(name))));
    },
    [`GET /projects/${projectId}/product_sources`]: () => jsonResponse(hydraCollection([sourceFixture(1, shop, 'properties.sku')])),
    [`GET /projects/${projectId}/properties?dataProvider=${crm.id}`]: () => jsonResponse(hydraCollection([plan, region])),
    [`GET /projects/${projectId}/properties?dataProvider=${shop.id}`]: () => jsonResponse(hydraCollection([])),
    'PATCH /products/': ({ path, body }) =>
      jsonResponse({ ...[widget, widgetPro, gadget].find((p) => path.endsWith(p.id)), ...(body as object) }),
    'POST /products/merge': ({ body }) =>
      jsonResponse([widget, widgetPro, gadget].find((p) => p['@id'] === (body as { target: string }).target)),
    'POST /product_sources': ({ body }) => jsonResponse({ ...sourceFixture(2, crm, ''), ...(body as object) }, 201),
    'PATCH /product_sources/': ({ body }) => jsonResponse({ ...sourceFixture(1, shop, ''), ...(body as object) }),
    'DELETE /product_sources/': () => noContent(),
    ...routes,
  });
  const view = renderRoutes(
    [
      { path: '/settings/product', element: <Products /> },
      { path: '/settings/data-provider', element: <p>Data providers screen</p> },
    ],
    [entry],
  );
  return { ...view, api };
}

// The first render of a file also pays for loading the screen's modules: allow it more than 1 s.
const rowOf = async (name: string) => (await screen.findByText(name, {}, { timeout: 3000 })).closest('li')!;
const productCalls = (api: ReturnType<typeof fakeApi>) => api.calls('GET', `/projects/${projectId}/products`);

describe('Products screen', () => {
  runSignedIn();
  beforeEach(() => useSessionStore.getState().setProjectId(projectId, 'Acme'));

  it('lists the products with their provider, SKU, key and deals, merged ones hidden', async () => {
    const { api } = renderProducts();
    const row = await rowOf('Widget');
    expect(within(row).getByText('SKU W-1')).toBeInTheDocument();
    expect(within(row).getByText('Main CRM')).toBeInTheDocument();
    expect(within(row).getByText('5 deals')).toBeInTheDocument();
    expect(within(await rowOf('widget-pro')).getByText('Web shop')).toBeInTheDocument();
    // A renamed product still shows the provider's key.
    expect(within(await rowOf('Gadget 2000')).getByText('gadget')).toBeInTheDocument();
    expect(within(await rowOf('Gadget 2000')).getByText('1 deal')).toBeInTheDocument();
    expect(screen.queryByText('Old widget')).not.toBeInTheDocument();
    expect(productCalls(api)[0]?.path).toBe(`/projects/${projectId}/products?itemsPerPage=30&page=1`);
  });

  it('shows merged products on request, without a way to select them', async () => {
    const { user, api, router } = renderProducts();
    await rowOf('Widget');
    await user.click(screen.getByLabelText('Show merged'));
    const old = await rowOf('Old widget');
    expect(within(old).getByText('Merged')).toBeInTheDocument();
    expect(within(old).getByLabelText('Select Old widget')).toBeDisabled();
    expect(router.state.location.search).toBe('?merged=1');
    expect(productCalls(api).at(-1)?.path).toContain('includeMerged=true');
  });

  it('searches as you type, keeping the search in the URL', async () => {
    const { user, api, router } = renderProducts();
    await rowOf('Widget');
    await user.type(screen.getByLabelText('Search products'), 'widg');
    // The search waits for typing to pause (300 ms) before it reaches the URL and the server.
    await waitFor(() => expect(router.state.location.search).toBe('?q=widg'), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByText('Gadget 2000')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(productCalls(api).at(-1)?.path).toBe(`/projects/${projectId}/products?itemsPerPage=30&name=widg&page=1`);
    await user.clear(screen.getByLabelText('Search products'));
    await user.type(screen.getByLabelText('Search products'), 'zzz');
    expect(await screen.findByText('No products match “zzz”.', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('starts from the search in the URL', async () => {
    const { api } = renderProducts({}, '/settings/product?q=gadget');
    await rowOf('Gadget 2000');
    expect(screen.getByLabelText('Search products')).toHaveValue('gadget');
    expect(productCalls(api)[0]?.path).toContain('name=gadget');
  });

  it('edits the name and SKU in a dialog; an emptied SKU is removed', async () => {
    const { user, api } = renderProducts();
    await user.click(within(await rowOf('Widget')).getByRole('button', { name: 'Edit Widget' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit product' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, ' Widget Max ');
    await user.clear(within(dialog).getByLabelText('SKU'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PATCH', `/products/${widget.id}`)[0]?.body).toEqual({ name: 'Widget Max', sku: null }));
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(productCalls(api).length).toBeGreaterThan(1);
  });

  it('checks the name before saving and shows the server’s violations under their field', async () => {
    const { user, api } = renderProducts({
      'PATCH /products/': () => hydraErrorResponse(422, 'sku: too long', [{ propertyPath: 'sku', message: 'this SKU is too long' }]),
    });
    await user.click(within(await rowOf('Widget')).getByRole('button', { name: 'Edit Widget' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('required field')).toBeInTheDocument();
    expect(api.calls('PATCH', '/products/')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Name'), 'Widget');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('this SKU is too long')).toBeInTheDocument();
  });

  it('merges the selected products into the one chosen to keep, after confirmation', async () => {
    const { user, api } = renderProducts();
    await user.click(within(await rowOf('Widget')).getByLabelText('Select Widget'));
    expect(screen.getByText('Select at least two products to merge them')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Merge' })).toBeDisabled();
    await user.click(within(await rowOf('widget-pro')).getByLabelText('Select widget-pro'));
    await user.click(within(await rowOf('Gadget 2000')).getByLabelText('Select Gadget 2000'));
    expect(screen.getByText('3 products selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Merge' }));

    const dialog = await screen.findByRole('dialog', { name: 'Merge 3 products' });
    expect(within(dialog).getByText(/A merge cannot be undone/)).toBeInTheDocument();
    // The product with the most deals is kept unless another is chosen.
    expect(within(dialog).getByRole('radio', { name: /widget-pro/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /^Widget/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() =>
      expect(api.calls('POST', '/products/merge')[0]?.body).toEqual({ target: widget['@id'], sources: [widgetPro['@id'], gadget['@id']] }),
    );
    expect(await screen.findByText('Merged into Widget')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('3 products selected')).not.toBeInTheDocument();
  });

  it('keeps a selection across searches, and cancels a merge without calling the server', async () => {
    const { user, api } = renderProducts();
    await user.click(within(await rowOf('Gadget 2000')).getByLabelText('Select Gadget 2000'));
    await user.type(screen.getByLabelText('Search products'), 'widget-');
    await waitFor(() => expect(screen.queryByText('Gadget 2000')).not.toBeInTheDocument(), { timeout: 3000 });
    await user.click(within(await rowOf('widget-pro')).getByLabelText('Select widget-pro'));
    expect(screen.getByText('2 products selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('POST', '/products/merge')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText(/selected/)).not.toBeInTheDocument();
  });

  it('says why a merge was refused', async () => {
    const { user } = renderProducts({
      'POST /products/merge': () =>
        hydraErrorResponse(422, 'x', [{ propertyPath: 'target', message: 'this product is merged into another product' }]),
    });
    await user.click(within(await rowOf('Widget')).getByLabelText('Select Widget'));
    await user.click(within(await rowOf('Gadget 2000')).getByLabelText('Select Gadget 2000'));
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('this product is merged into another product')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('chooses where each provider’s products come from', async () => {
    const { user, api } = renderProducts();
    const crmField = await screen.findByLabelText('Product field of Main CRM');
    expect(crmField).toHaveValue('product');
    await waitFor(() =>
      expect(
        within(crmField)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Product field (default)', 'Property: Plan (plan)', 'Property: region']),
    );
    await user.selectOptions(crmField, 'properties.plan');
    await waitFor(() =>
      expect(api.calls('POST', '/product_sources')[0]?.body).toEqual({ dataProvider: crm['@id'], field: 'properties.plan' }),
    );

    // The shop's source names a key none of its deals carried yet: still shown, and changeable.
    const shopField = screen.getByLabelText('Product field of Web shop');
    expect(shopField).toHaveValue('properties.sku');
    await user.selectOptions(shopField, 'product');
    await waitFor(() => expect(api.calls('DELETE', '/product_sources/')).toHaveLength(1));
    expect(await screen.findAllByText('Saved')).not.toHaveLength(0);
  });

  it('takes a refused source change back and says why', async () => {
    const { user } = renderProducts({ 'POST /product_sources': () => hydraErrorResponse(403, 'Permission denied') });
    const crmField = await screen.findByLabelText('Product field of Main CRM');
    await waitFor(() => expect(within(crmField).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(crmField, 'properties.region');
    expect(await screen.findByText('Permission denied')).toBeInTheDocument();
    await waitFor(() => expect(crmField).toHaveValue('product'));
  });

  it('explains where products come from when there are none yet', async () => {
    const { user } = renderProducts({}, '/settings/product', []);
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to data providers' }));
    expect(await screen.findByText('Data providers screen')).toBeInTheDocument();
  });
});
