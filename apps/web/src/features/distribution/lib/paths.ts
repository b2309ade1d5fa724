export const distributionPaths = {
  overview: '/distribution',
  products: '/distribution/products',
  history: '/distribution/history',
  create: '/distribution/create',
  edit: (id: string) => `/distribution/${id}`,
  settings: '/settings/distribution-settings',
};

/** The id at the end of an IRI (`/api/employees/{id}`), or the value itself. */
export const idOf = (reference: string) => reference.slice(reference.lastIndexOf('/') + 1);
