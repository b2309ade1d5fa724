import type { LeadDeal } from '@salespulse/contract/analytics';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Modal } from '@/shared/ui/modal';
import { dealsByTime } from '../lib/lead-rows';

export type OpenDeals = { name: string; list: string; deals: LeadDeal[] };

type DealsDialogProps = {
  open: OpenDeals | null;
  zone: string;
  onClose: () => void;
};

/** The deals behind a count: links to the CRM in a new tab, in the order they reached the manager. */
export function DealsDialog({ open, zone, onClose }: DealsDialogProps) {
  const { t } = useTranslation('lead-processing');
  const when = new Intl.DateTimeFormat('en', { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' });
  const deals = open ? dealsByTime(open.deals) : [];
  return (
    <Modal
      open={open !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={open ? t('dialog.title', { name: open.name }) : ''}
      description={open ? t('dialog.description', { list: open.list, count: open.deals.length }) : undefined}
    >
      {deals.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{t('dialog.empty')}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-basic-border">
          {deals.map((deal) => {
            const title = deal.title?.trim() || t('dialog.dealId', { id: deal.externalId });
            return (
              <li key={`${deal.externalId}-${deal.time}`} className="flex items-baseline justify-between gap-3 py-2.5 text-sm xs:flex-col xs:gap-0.5">
                {deal.externalLink ? (
                  <a href={deal.externalLink} target="_blank" rel="noopener noreferrer" className="min-w-0 font-medium break-words text-accent-text underline-offset-2 hover:underline">
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
      )}
    </Modal>
  );
}
