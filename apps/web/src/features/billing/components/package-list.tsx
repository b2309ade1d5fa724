import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SectionCard } from '@/shared/ui/section-card';
import { useBuyPackage } from '../api/checkout';
import { usePackages } from '../api/get-packages';
import { useSubscriptions } from '../api/get-subscriptions';
import { packagesFor, type BillingPeriod } from '../lib/periods';
import { PackageCard } from './package-card';
import { PeriodToggle } from './period-toggle';
import { SectionEmpty, SectionError, SectionLoading } from './section-states';

/** `billed` is undefined while the project's billing state loads. */
type PackageListProps = { projectId: string; billed: boolean | undefined };

export function PackageList({ projectId, billed }: PackageListProps) {
  const { t } = useTranslation('billing');
  const packages = usePackages();
  const running = useSubscriptions(projectId, billed === true).data?.find((subscription) => subscription.status === 'active');
  const buy = useBuyPackage(projectId);
  const [chosenPeriod, setPeriod] = useState<BillingPeriod | null>(null);
  const all = packages.data ?? [];
  // Monthly first, unless only yearly packages are offered.
  const period = chosenPeriod ?? (packagesFor(all, 'monthly').length === 0 && all.length > 0 ? 'yearly' : 'monthly');
  const shown = packagesFor(all, period);
  // Leaving for the payment page takes a moment after the answer: the button stays busy meanwhile.
  const checkingOut = buy.isPending || buy.isSuccess;

  let body;
  if (packages.error && !packages.data) {
    body = <SectionError message={t('packages.loadError')} onRetry={() => void packages.refetch()} retrying={packages.isFetching} />;
  } else if (!packages.data || billed === undefined) body = <SectionLoading />;
  else if (all.length === 0) body = <SectionEmpty>{t('packages.empty')}</SectionEmpty>;
  else if (shown.length === 0) body = <SectionEmpty>{t(`packages.none.${period}`)}</SectionEmpty>;
  else {
    const offline = billed && shown.some((item) => !item.purchasable);
    body = (
      <div className="flex flex-col gap-4">
        {offline ? <p className="text-sm text-txt-secondary">{t('packages.notPurchasable')}</p> : null}
        <ul aria-label={t(`packages.${period}`)} className="grid grid-cols-3 gap-4 md:grid-cols-2 sm:grid-cols-1">
          {shown.map((item) => {
            const chosen = checkingOut && buy.variables === item['@id'];
            return (
              <PackageCard
                key={item.id}
                item={item}
                current={running?.package?.['@id'] === item['@id']}
                choose={
                  billed
                    ? {
                        onChoose: () => buy.mutate(item['@id']),
                        status: chosen ? 'pending' : 'idle',
                        disabled: !item.purchasable || (checkingOut && !chosen),
                      }
                    : undefined
                }
              />
            );
          })}
        </ul>
      </div>
    );
  }

  return (
    <SectionCard
      title={t('packages.title')}
      description={billed ? t('packages.description') : t('packages.unbilledDescription')}
      actions={all.length > 0 ? <PeriodToggle value={period} onChange={setPeriod} /> : null}
    >
      {body}
    </SectionCard>
  );
}
