import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { paths } from '@/shared/routes/paths';
import { leaveProject } from '@/shared/session/clear-session';
import { buttonClassName } from '@/shared/ui/button';
import { CenteredCard } from '@/shared/ui/centered-card';

function DeletedIcon() {
  return (
    <span className="grid size-14 place-items-center rounded-full bg-error-soft text-error-text">
      <svg
        viewBox="0 0 24 24"
        className="size-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
      </svg>
    </span>
  );
}

export default function ProjectDeleted() {
  const { t } = useTranslation('projects');
  usePageTitle(t('deleted.title'));
  // The main layout sends users here when their project answers 410; it is gone, so is its cache.
  useEffect(() => {
    leaveProject();
  }, []);
  return (
    <CenteredCard title={t('deleted.title')} media={<DeletedIcon />} align="center">
      <Link to={paths.selectProject} replace className={buttonClassName({ fullWidth: true })}>
        {t('deleted.toMainPage')}
      </Link>
    </CenteredCard>
  );
}
