import { useTranslation } from '@/shared/i18n/use-translation';
import { CenteredCard } from '@/shared/ui/centered-card';

function ExpiredIcon() {
  return (
    <span className="grid size-14 place-items-center rounded-full bg-special-soft text-special-text">
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
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
    </span>
  );
}

/** Spec section 8: an expired, revoked or unknown link; there is nothing to do here, so no button. */
export function InvitationExpired() {
  const { t } = useTranslation('invitations');
  return <CenteredCard title={t('expired.title')} description={t('expired.description')} media={<ExpiredIcon />} align="center" />;
}
