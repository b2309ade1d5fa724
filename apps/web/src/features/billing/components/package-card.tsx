import type { Package } from '@salespulse/contract/billing';
import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button, type ButtonStatus } from '@/shared/ui/button';
import { formatMoney } from '../lib/billing-format';
import { periodOf } from '../lib/periods';

type PackageCardProps = {
  item: Package;
  current: boolean;
  /** Omitted: the package is shown for information only (a server that bills nobody). */
  choose?: { onChoose: () => void; status: ButtonStatus; disabled: boolean };
};

export function PackageCard({ item, current, choose }: PackageCardProps) {
  const { t } = useTranslation('billing');
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      className={`flex flex-col gap-4 rounded-lg border bg-basic-raised p-5 shadow-card ${current ? 'border-accent' : 'border-basic-border'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold break-words text-txt">
          {item.name}
        </h3>
        {current ? (
          <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-accent-text">
            {t('packages.current')}
          </span>
        ) : null}
      </div>
      <p className="flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-2xl font-semibold tracking-tight text-txt tabular-nums">{formatMoney(item.price, item.currency)}</span>
        <span className="text-sm text-txt-secondary">
          {t(periodOf(item.periodMonths) === 'yearly' ? 'packages.perYear' : 'packages.perMonth')}
        </span>
      </p>
      <p className="text-sm font-medium text-txt">{t('packages.managers', { count: item.employeeLimit })}</p>
      {item.description ? <p className="text-sm text-pretty text-txt-secondary">{item.description}</p> : null}
      {choose ? (
        <Button
          className="mt-auto"
          fullWidth
          status={choose.status}
          disabled={choose.disabled}
          aria-label={t('packages.chooseOf', { name: item.name })}
          onClick={choose.onChoose}
        >
          {t('packages.choose')}
        </Button>
      ) : null}
    </li>
  );
}
