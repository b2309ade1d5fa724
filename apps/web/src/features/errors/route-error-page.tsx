import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { isRetryable } from './describe-error';
import { ErrorContent } from './error-content';
import { useGoBack } from './use-go-back';

/**
 * Asks again for the page the error replaced, at the same address (its filters are in the URL):
 * the failed queries are forgotten, so the page fetches them afresh instead of meeting their error.
 */
function useRetryPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  return () => {
    void queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' });
    void navigate({ pathname, search, hash }, { replace: true, state });
  };
}

/** The errorElement of the routes: anything thrown while loading or rendering a route lands here. */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const goBack = useGoBack();
  const retry = useRetryPage();
  usePageTitle();
  const content = <ErrorContent error={error} onBack={goBack} onRetry={isRetryable(error) ? retry : undefined} />;
  // Inside the main layout the page already sits in its <main>; on its own it needs one.
  return standalone ? <main className="flex min-h-full flex-col bg-basic-bg">{content}</main> : content;
}
