import { useTranslation } from '@/shared/i18n/use-translation';
import { describeError } from './describe-error';
import { ErrorView } from './error-view';
import { PaymentRequired } from './payment-required';

type ErrorContentProps = {
  error: unknown;
  onBack: () => void;
  onRetry?: () => void;
};

/** Needs the router (402 navigates); outside it, use ErrorView with describeError directly. */
export function ErrorContent({ error, onBack, onRetry }: ErrorContentProps) {
  const { t } = useTranslation();
  const described = describeError(error);
  if (described.kind === 'payment-required') return <PaymentRequired />;
  const title = described.title ?? t(described.titleKey ?? 'errors.generic');
  const description = described.descriptionKey ? t(described.descriptionKey) : undefined;
  return <ErrorView status={described.status} title={title} description={description} onBack={onBack} onRetry={onRetry} />;
}
