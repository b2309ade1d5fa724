import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { IconChevronLeft, IconRefresh } from '@/shared/ui/icon-base';

type ErrorViewProps = {
  status?: number;
  title: ReactNode;
  description?: ReactNode;
  /** Omitted: no "Return back" button (the final 402 screen has none). */
  onBack?: () => void;
  /** Given: a "Try again" button, first (a failure that asking again may cure). */
  onRetry?: () => void;
};

export function ErrorView({ status, title, description, onBack, onRetry }: ErrorViewProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-full flex-1 items-center justify-center px-4 py-16">
      <div className="flex w-full max-w-md flex-col items-center text-center">
        {status ? (
          <p
            aria-hidden="true"
            className="bg-gradient-to-b from-accent to-accent-text bg-clip-text text-7xl font-bold tracking-tight text-transparent tabular-nums mob:text-6xl"
          >
            {status}
          </p>
        ) : null}
        <h1 className="mt-4 text-2xl font-semibold text-balance text-txt mob:text-xl">{title}</h1>
        {description ? <p className="mt-3 text-base text-pretty text-txt-secondary">{description}</p> : null}
        {onBack || onRetry ? (
          <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
            {onRetry ? (
              <Button onClick={onRetry}>
                <IconRefresh className="-ml-1 size-4" />
                {t('actions.tryAgain')}
              </Button>
            ) : null}
            {onBack ? (
              <Button variant={onRetry ? 'secondary' : undefined} onClick={onBack}>
                <IconChevronLeft className="-ml-1 size-4" />
                {t('actions.returnBack')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
