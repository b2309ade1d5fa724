import { useMatches } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';

/** What routes put in `handle`: an i18n key of the page title (namespace common). */
export type RouteHandle = { titleKey?: string };

function titleKeyOf(handle: unknown): string | undefined {
  if (!handle || typeof handle !== 'object' || !('titleKey' in handle)) return undefined;
  return typeof handle.titleKey === 'string' ? handle.titleKey : undefined;
}

/** The title of the deepest matched route that names one. */
export function useRouteTitle(): string | undefined {
  const { t } = useTranslation();
  const matches = useMatches();
  const key = matches.map((match) => titleKeyOf(match.handle)).findLast((value) => value !== undefined);
  return key ? t(key) : undefined;
}
