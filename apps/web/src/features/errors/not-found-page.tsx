import { ApiError } from '@/shared/api/http';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { ErrorContent } from './error-content';
import { useGoBack } from './use-go-back';

const notFound = new ApiError(404);

export default function NotFoundPage() {
  const goBack = useGoBack();
  usePageTitle();
  return (
    <main className="flex min-h-full flex-col bg-basic-bg">
      <ErrorContent error={notFound} onBack={goBack} />
    </main>
  );
}
