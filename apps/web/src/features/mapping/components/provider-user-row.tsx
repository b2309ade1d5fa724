import type { Employee } from '@salespulse/contract/employees';
import type { ProviderUser, ProviderUserPatch } from '@salespulse/contract/provider-users';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { Button } from '@/shared/ui/button';
import { SelectField } from '@/shared/ui/select-field';
import { useMapProviderUser } from '../api/map-provider-user';
import { MappingStateBadge } from './mapping-state-badge';

type ProviderUserRowProps = { projectId: string; user: ProviderUser; employees: Employee[] };

function ActivityText({ activity }: { activity: ProviderUser['activity'] }) {
  const { t } = useTranslation('mapping');
  const parts = (['deals', 'calls', 'tasks'] as const)
    .filter((kind) => activity[kind] > 0)
    .map((kind) => t(`activity.${kind}`, { count: activity[kind] }));
  return <span>{parts.length ? parts.join(' · ') : t('activity.none')}</span>;
}

/**
 * Saves on change. The select is never disabled while saving, so keyboard focus stays on it; it
 * shows the value being saved, and the stored one again when the server refuses.
 */
export function ProviderUserRow({ projectId, user, employees }: ProviderUserRowProps) {
  const { t } = useTranslation('mapping');
  const map = useMapProviderUser(projectId);
  const save = (patch: ProviderUserPatch) =>
    map.mutate({ id: user.id, patch }, { onError: (error) => toastError(errorMessage(error, t('errors.generic'))) });
  const pending = map.isPending ? map.variables.patch : undefined;
  const shown = pending && 'employee' in pending ? pending.employee : user.employee;
  const active = employees.filter((employee) => employee.status === 'active');
  const inactive = employees.filter((employee) => employee.status !== 'active');
  const option = (employee: Employee) => (
    <option key={employee.id} value={employee['@id']}>
      {employee.status === 'active' ? employee.user.name : t('users.inactiveName', { name: employee.user.name })}
    </option>
  );

  return (
    <li
      className="flex items-center gap-6 px-6 py-3.5 sm:flex-col sm:items-stretch sm:gap-3 sm:px-4"
      aria-busy={map.isPending || undefined}
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="truncate font-medium text-txt">{user.name}</span>
          <span className="font-mono text-xs break-all text-muted">{t('users.externalId', { id: user.externalId })}</span>
        </p>
        <p className={`truncate text-sm ${user.email ? 'text-txt-secondary' : 'text-muted italic'}`}>{user.email ?? t('users.noEmail')}</p>
        <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <MappingStateBadge user={{ employee: shown, mappedManually: pending ? 'employee' in pending : user.mappedManually }} />
          <ActivityText activity={user.activity} />
        </p>
      </div>
      <div className="flex w-80 shrink-0 flex-col items-end gap-1 sm:w-full sm:items-stretch">
        <SelectField
          label={t('users.employeeOf', { name: user.name })}
          hideLabel
          value={shown ?? ''}
          onChange={(event) => save({ employee: event.target.value || null })}
          className="w-full"
        >
          <option value="">{t('users.noOwner')}</option>
          {active.length ? <optgroup label={t('users.active')}>{active.map(option)}</optgroup> : null}
          {inactive.length ? <optgroup label={t('users.inactive')}>{inactive.map(option)}</optgroup> : null}
        </SelectField>
        {user.mappedManually && user.email ? (
          <Button
            variant="ghost"
            className="min-h-9! px-2! text-xs!"
            aria-label={t('users.autoOf', { name: user.name })}
            title={t('users.autoHint')}
            onClick={() => save({ mappedManually: false })}
          >
            {t('users.auto')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
