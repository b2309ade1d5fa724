import type { ReactNode } from 'react';
import { renderRoutes } from './render-routes';

/** Renders one screen at `path` with everything the app provides: queries, router, toasts. */
export function renderScreen(element: ReactNode, path = '/') {
  return renderRoutes([{ path, element }], [path]);
}
