export const boardPaths = {
  list: '/settings/custom-board',
  create: '/settings/custom-board/create',
  edit: (id: string) => `/settings/custom-board/${id}`,
  view: (id: string) => `/dashboard/${id}`,
};
