import type { Team } from '@salespulse/contract/teams';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SelectField } from '@/shared/ui/select-field';

type TeamSelectProps = {
  teams: readonly Team[];
  /** The team shown, null for all, undefined while it is not known. */
  value: string | null | undefined;
  onChange: (teamId: string | null) => void;
  className?: string;
};

const ALL = '';

/** "All teams" or one of the project's teams; nothing when the project has none. */
export function TeamSelect({ teams, value, onChange, className }: TeamSelectProps) {
  const { t } = useTranslation('pulse');
  if (teams.length === 0) return null;
  return (
    <SelectField
      label={t('team.label')}
      hideLabel
      value={value ?? ALL}
      disabled={value === undefined}
      onChange={(event) => onChange(event.target.value === ALL ? null : event.target.value)}
      className={className}
    >
      <option value={ALL}>{t('team.all')}</option>
      {teams.map((team) => (
        <option key={team.id} value={team.id}>
          {team.name}
        </option>
      ))}
    </SelectField>
  );
}
