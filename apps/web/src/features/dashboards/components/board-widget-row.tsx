import { dashboardViews, type DashboardWidgetInput } from '@salespulse/contract/dashboards';
import { pointContestMetrics } from '@salespulse/contract/points';
import type { Team } from '@salespulse/contract/teams';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import type { BoardFormValues } from '../lib/board-form';
import { WidgetTeamsField } from './widget-teams-field';

type BoardWidgetRowProps = {
  index: number;
  count: number;
  idPrefix: string;
  register: UseFormRegister<BoardFormValues>;
  control: Control<BoardFormValues>;
  /** The project's live teams; without any, a widget has no team list. */
  teams: readonly Team[];
  errors: FieldErrors<DashboardWidgetInput> | undefined;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

// Compact on desktop; a full 44 px touch target on phones.
const smallButton = 'min-h-9! px-3! text-xs! sm:min-h-11!';

export function BoardWidgetRow({ index, count, idPrefix, register, control, teams, errors, onMove, onRemove }: BoardWidgetRowProps) {
  const { t } = useTranslation('dashboards');
  return (
    <li>
      <fieldset className="flex flex-col gap-3 px-6 py-4 sm:px-4">
        <legend className="float-left text-sm font-semibold text-txt">{t('settings.widgetHeading', { number: index + 1 })}</legend>
        <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] items-start gap-3 md:grid-cols-2 sm:grid-cols-1">
          <TextField
            label={t('settings.widgetTitle')}
            autoComplete="off"
            maxLength={60}
            error={errors?.title?.message}
            className="md:col-span-2 sm:col-span-1"
            {...register(`widgets.${index}.title`)}
          />
          <SelectField label={t('settings.figure')} error={errors?.metric?.message} {...register(`widgets.${index}.metric`)}>
            {pointContestMetrics.map((metric) => (
              <option key={metric} value={metric}>
                {t(`metrics.${metric}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('settings.view')} error={errors?.view?.message} {...register(`widgets.${index}.view`)}>
            {/* Per team only where there are teams to rank. */}
            {dashboardViews
              .filter((view) => view !== 'byTeam' || teams.length > 0)
              .map((view) => (
                <option key={view} value={view}>
                  {t(`views.${view}`)}
                </option>
              ))}
          </SelectField>
          {teams.length > 0 ? <WidgetTeamsField control={control} index={index} teams={teams} /> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            id={`${idPrefix}-${index}-up`}
            variant="secondary"
            className={smallButton}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            {t('settings.moveUp')}
          </Button>
          <Button
            id={`${idPrefix}-${index}-down`}
            variant="secondary"
            className={smallButton}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            {t('settings.moveDown')}
          </Button>
          <Button
            variant="ghost"
            className={`${smallButton} ml-auto text-error-text! hover:bg-error-soft!`}
            onClick={() => onRemove(index)}
          >
            {t('settings.remove')}
          </Button>
        </div>
      </fieldset>
    </li>
  );
}
