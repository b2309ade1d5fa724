import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { describeError } from './describe-error';
import { ErrorView } from './error-view';

type State = { error: unknown; failed: boolean };

function goBack(): void {
  if (window.history.length > 1) window.history.back();
  else window.location.assign('/');
}

function BoundaryFallback({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const described = describeError(error);
  if (described.kind === 'payment-required') return <ErrorView status={402} title={t('errors.paymentRequired.title')} />;
  return (
    <ErrorView
      status={described.status}
      title={described.title ?? t(described.titleKey ?? 'errors.generic')}
      description={described.descriptionKey ? t(described.descriptionKey) : undefined}
      onBack={goBack}
    />
  );
}

/** Last line of defence for errors outside the router (providers, the router itself). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled application error', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="flex min-h-full flex-col bg-basic-bg">
        <BoundaryFallback error={this.state.error} />
      </main>
    );
  }
}
