import { useRouteError } from 'react-router';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { ErrorContent } from './error-content';
import { useGoBack } from './use-go-back';

/** The errorElement of the routes: anything thrown while loading or rendering a route lands here. */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const goBack = useGoBack();
  usePageTitle();
  const content = <ErrorContent error={error} onBack={goBack} />;
  // Inside the main layout the page already sits in its <main>; on its own it needs one.
  return standalone ? <main className="flex min-h-full flex-col bg-basic-bg">{content}</main> : content;
}
