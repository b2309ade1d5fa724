import { useTranslation } from '@/shared/i18n/use-translation';
import { useSessionStore } from '@/shared/stores/session-store';
import { Button } from '@/shared/ui/button';
import { SectionCard } from '@/shared/ui/section-card';
import { Spinner } from '@/shared/ui/spinner';
import { useMyDistributionShare } from '../api/my-distribution-share';
import { ShareEntry } from './share-entry';

/**
 * The signed-in member's own fairness view in the current project: expected versus received leads
 * per distribution they are in. Every role sees it (representatives have no distribution screens).
 */
export function MyDistributionCard() {
  const { t } = useTranslation('profile');
  const projectId = useSessionStore((state) => state.projectId);
  const projectName = useSessionStore((state) => state.projectName);
  const share = useMyDistributionShare(projectId);
  const description = projectName ? t('share.descriptionIn', { project: projectName }) : t('share.description');

  let body;
  if (projectId === null) body = <p className="text-sm text-muted">{t('share.noProject')}</p>;
  else if (share.isPending) {
    body = (
      <div role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="size-4" />
        {t('share.loading')}
      </div>
    );
  } else if (share.isError) {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p role="alert" className="text-sm text-error-text">
          {t('share.error')}
        </p>
        <Button variant="secondary" onClick={() => void share.refetch()}>
          {t('share.retry')}
        </Button>
      </div>
    );
  } else if (share.data.distributions.length === 0) body = <p className="text-sm text-muted">{t('share.empty')}</p>;
  else {
    body = (
      <ul className="flex flex-col divide-y divide-basic-border">
        {share.data.distributions.map((entry) => (
          <ShareEntry key={entry.distribution['@id']} entry={entry} />
        ))}
      </ul>
    );
  }
  return (
    <SectionCard title={t('share.title')} description={description}>
      {body}
    </SectionCard>
  );
}
