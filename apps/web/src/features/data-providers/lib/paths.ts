export const providerPaths = {
  list: '/settings/data-provider',
  create: '/settings/data-provider/create',
  edit: (id: string) => `/settings/data-provider/${id}`,
};
