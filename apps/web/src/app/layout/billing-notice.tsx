import { hasPermission } from '@salespulse/contract/permissions';
import type { ProjectData } from '@salespulse/contract/projects';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { settingZone } from '@/shared/lib/time-zone';
import { paths } from '@/shared/routes/paths';
import { useProjectData } from '@/shared/session/get-project-data';
import { useProjectSettings } from '@/shared/session/use-project-settings';
import { useSessionStore } from '@/shared/stores/session-store';
import { IconClose } from '@/shared/ui/icons';

/** How early admins hear that the project's paid (or trial) time runs out. */
export const BILLING_NOTICE_DAYS = 7;
const DAY_MS = 86_400_000;

const accessUntilOf = (data: ProjectData) => (data.project.billing?.billed ? data.project.billing.accessUntil : null);

/** Whole days left until `until` (rounded up: 30 hours left is 2 days), or null when past or far. */
export function daysLeft(until: string | null, now = Date.now()): number | null {
  if (until === null) return null;
  const left = new Date(until).getTime() - now;
  if (left <= 0 || left > BILLING_NOTICE_DAYS * DAY_MS) return null;
  return Math.ceil(left / DAY_MS);
}

/**
 * A line above every page for those who can pay (project.settings) while the project's time runs
 * out, linking to the subscription screen. Dismissed until the next page load.
 */
export function BillingNotice() {
  const { t } = useTranslation();
  const role = useSessionStore((state) => state.role);
  const { pathname } = useLocation();
  const { data: accessUntil = null } = useProjectData(accessUntilOf);
  const [dismissed, setDismissed] = useState(false);
  // The subscription screen's dates are in the project's zone, where its days begin: the same here.
  const zone = settingZone(useProjectSettings()?.timezone);
  const days = daysLeft(accessUntil);
  if (dismissed || days === null || !hasPermission(role, 'project.settings') || pathname.startsWith(paths.subscription)) return null;
  const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: zone }).format(new Date(accessUntil!));
  return (
    <div
      role="status"
      className="flex items-center gap-3 border-b border-status-warning/40 bg-status-warning-soft px-4 py-2 text-sm text-txt"
    >
      <p className="min-w-0 flex-1">
        {t('billingNotice.endsSoon', { count: days, date })}{' '}
        <Link to={paths.subscription} className="font-medium text-accent-text underline-offset-2 hover:underline">
          {t('billingNotice.choose')}
        </Link>
      </p>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        aria-label={t('billingNotice.dismiss')}
        className="grid size-8 shrink-0 place-items-center rounded-md text-txt-secondary hover:bg-basic-subtle hover:text-txt"
      >
        <IconClose className="size-4" />
      </button>
    </div>
  );
}
