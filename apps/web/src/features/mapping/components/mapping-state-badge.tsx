import type { ProviderUser } from '@salespulse/contract/provider-users';
import { useTranslation } from '@/shared/i18n/use-translation';

type MappingState = 'automatic' | 'manual' | 'manualNone' | 'unmapped';

export function mappingStateOf(user: Pick<ProviderUser, 'employee' | 'mappedManually'>): MappingState {
  if (user.mappedManually) return user.employee ? 'manual' : 'manualNone';
  return user.employee ? 'automatic' : 'unmapped';
}

const dot: Record<MappingState, string> = {
  automatic: 'bg-status-success',
  manual: 'bg-accent',
  manualNone: 'bg-muted',
  unmapped: 'bg-status-warning',
};

/** How the user got their employee: matched by e-mail, set by hand, or not at all. */
export function MappingStateBadge({ user }: { user: Pick<ProviderUser, 'employee' | 'mappedManually'> }) {
  const { t } = useTranslation('mapping');
  const state = mappingStateOf(user);
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-basic-border bg-basic-subtle px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-txt-secondary">
      <span aria-hidden="true" className={`size-1.5 rounded-full ${dot[state]}`} />
      {t(`state.${state}`)}
    </span>
  );
}
