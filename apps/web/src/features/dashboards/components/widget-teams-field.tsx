import type { Team } from '@salespulse/contract/teams';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Checkbox } from '@/shared/ui/checkbox';
import { toggleTeam, type BoardFormValues } from '../lib/board-form';

type WidgetTeamsFieldProps = { control: Control<BoardFormValues>; index: number; teams: readonly Team[] };

/** The teams a widget is limited to, as checkboxes; none checked counts everyone. */
export function WidgetTeamsField({ control, index, teams }: WidgetTeamsFieldProps) {
  const { t } = useTranslation('dashboards');
  const hintId = useId();
  const errorId = useId();
  const { field, fieldState } = useController({ control, name: `widgets.${index}.teams` });
  const selected = field.value ?? [];
  const error = fieldState.error?.message;
  return (
    <fieldset
      aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
      className="col-span-3 flex min-w-0 flex-col gap-2 md:col-span-2 sm:col-span-1"
    >
      <legend className="text-sm font-medium text-txt">{t('settings.teams')}</legend>
      <p id={hintId} className="text-xs text-txt-secondary">
        {t('settings.teamsHint')}
      </p>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {teams.map((team, at) => (
          <Checkbox
            key={team['@id']}
            ref={at === 0 ? field.ref : undefined}
            label={team.name}
            className="min-h-9 sm:min-h-11"
            checked={selected.includes(team['@id'])}
            onBlur={field.onBlur}
            onChange={() => field.onChange(toggleTeam(selected, team['@id']))}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-error-text">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
