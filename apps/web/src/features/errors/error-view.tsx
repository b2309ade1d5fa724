import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { IconChevronLeft } from '@/shared/ui/icon-base';

type ErrorViewProps = {
  status?: number;
  title: ReactNode;
  description?: ReactNode;
  /** Omitted: no "Return back" button (the final 402 screen has none). */
  onBack?: () => void;
};

export function ErrorView({ status, title, description, onBack }: ErrorViewProps) {
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
        {onBack ? (
          <Button className="mt-8" onClick={onBack}>
            <IconChevronLeft className="-ml-1 size-4" />
            {t('actions.returnBack')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
