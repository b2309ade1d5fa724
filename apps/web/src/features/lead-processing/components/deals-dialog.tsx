import type { LeadDeal } from '@salespulse/contract/analytics';
import type { FilterState } from '@/shared/analytics/filter-state';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import { useLeadDeals } from '../api/get-lead-processing';
import { type DealList, dealsByTime } from '../lib/lead-rows';

/** The count a dialog was opened from: whose (employee IRI, null for "No owner"), which list, how many. */
export type OpenDeals = { employee: string | null; name: string; list: DealList; label: string; count: number };

type DealsDialogProps = {
  open: OpenDeals | null;
  projectId: string;
  filters: FilterState | undefined;
  zone: string;
  onClose: () => void;
};

function DealItems({ deals, zone }: { deals: LeadDeal[]; zone: string }) {
  const { t } = useTranslation('lead-processing');
  const when = new Intl.DateTimeFormat('en', { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' });
  if (deals.length === 0) return <p className="py-6 text-center text-sm text-muted">{t('dialog.empty')}</p>;
  return (
    <ol className="flex flex-col divide-y divide-basic-border">
      {dealsByTime(deals).map((deal) => {
        const title = deal.title?.trim() || t('dialog.dealId', { id: deal.externalId });
        return (
          <li
            key={`${deal.externalId}-${deal.time}`}
            className="flex items-baseline justify-between gap-3 py-2.5 text-sm xs:flex-col xs:gap-0.5"
          >
            {deal.externalLink ? (
              <a
                href={deal.externalLink}
                target="_blank"
                rel="noopener noreferrer"
                className="min-w-0 font-medium break-words text-accent-text underline-offset-2 hover:underline"
              >
                {title}
                <span className="sr-only"> ({t('dialog.newTab')})</span>
              </a>
            ) : (
              <span className="min-w-0 font-medium break-words">{title}</span>
            )}
            <time dateTime={deal.time} className="shrink-0 text-xs text-muted tabular-nums">
              {when.format(new Date(deal.time))}
            </time>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The deals behind a count: links to the CRM in a new tab, in the order they reached the manager.
 * The lists are fetched when the dialog opens (the board's answer has counts only).
 */
export function DealsDialog({ open, projectId, filters, zone, onClose }: DealsDialogProps) {
  const { t } = useTranslation('lead-processing');
  const { t: tc } = useTranslation();
  const deals = useLeadDeals(projectId, filters, open?.employee);
  const shown = open && deals.data ? deals.data[open.list] : null;
  return (
    <Modal
      open={open !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={open ? t('dialog.title', { name: open.name }) : ''}
      description={open ? t('dialog.description', { list: open.label, count: shown?.length ?? open.count }) : undefined}
    >
      {shown ? (
        <DealItems deals={shown} zone={zone} />
      ) : deals.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
          <p className="text-sm text-txt">{t('dialog.error')}</p>
          <Button type="button" variant="secondary" onClick={() => void deals.refetch()}>
            {t('analytics:table.retry')}
          </Button>
        </div>
      ) : (
        <div role="status" className="flex justify-center py-6">
          <Spinner />
          <span className="sr-only">{tc('loading')}</span>
        </div>
      )}
    </Modal>
  );
}
