import { zodResolver } from '@hookform/resolvers/zod';
import type { Employee } from '@salespulse/contract/employees';
import { TEAM_NAME_MAX, type Team, type TeamPatch } from '@salespulse/contract/teams';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import * as z from 'zod/mini';
import { useTranslation } from '@/shared/i18n/use-translation';
import { toastError } from '@/shared/lib/toast';
import { FormModal } from '@/shared/ui/form-modal';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { useCreateTeam } from '../api/create-team';
import { useUpdateTeam } from '../api/update-team';
import { memberOptions, sameMembers } from '../lib/member-selection';
import { teamErrors } from '../lib/team-violations';
import { MemberPicker } from './member-picker';

const formSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'required field'), z.maxLength(TEAM_NAME_MAX, `at most ${TEAM_NAME_MAX} characters`)),
  /** An employee IRI, or '' for no lead. */
  lead: z.string(),
  members: z.array(z.string()),
});
type FormValues = z.input<typeof formSchema>;
type FormData = z.output<typeof formSchema>;

type TeamDialogProps = {
  projectId: string;
  /** The team to edit; none to create one. */
  team?: Team;
  teams: readonly Team[];
  employees: readonly Employee[];
  onClose: () => void;
};

/** What an edit changes, as a merge-patch: only the fields that differ from the team. */
export function teamPatch(team: Team, { name, lead, members }: FormData): TeamPatch {
  const patch: TeamPatch = {};
  if (name !== team.name) patch.name = name;
  if ((lead || null) !== team.lead) patch.lead = lead || null;
  if (!sameMembers(members, team.members)) patch.members = members;
  return patch;
}

export function TeamDialog({ projectId, team, teams, employees, onClose }: TeamDialogProps) {
  const { t } = useTranslation('teams');
  const create = useCreateTeam(projectId);
  const update = useUpdateTeam(projectId);
  const mutation = team ? update : create;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, FormData>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: team?.name ?? '', lead: team?.lead ?? '', members: team?.members ?? [] },
  });
  const selected = useWatch({ control, name: 'members' });
  const lead = useWatch({ control, name: 'lead' });
  const options = useMemo(() => memberOptions(employees, selected, teams, team?.['@id']), [employees, selected, teams, team]);
  const names = useMemo(() => new Map(employees.map((employee) => [employee['@id'], employee.user.name])), [employees]);
  const nameOf = (iri: string) => names.get(iri) ?? t('unknownEmployee');
  // The lead may be anyone active, or the current lead even if they have left since.
  const leadOptions = employees
    .filter((employee) => employee.status === 'active' || employee['@id'] === lead)
    .sort((a, b) => a.user.name.localeCompare(b.user.name));

  const onSubmit = handleSubmit((data) => {
    const onError = (error: unknown) => {
      const { fields, others } = teamErrors(error, data.members, nameOf, t('errors.generic'));
      let focus = true;
      for (const field of ['name', 'lead', 'members'] as const) {
        const message = fields[field];
        if (!message) continue;
        setError(field, { type: 'server', message }, { shouldFocus: focus && field !== 'members' });
        focus = false;
      }
      for (const message of others) void toastError(message);
    };
    if (team) {
      const patch = teamPatch(team, data);
      if (Object.keys(patch).length === 0) {
        onClose();
        return;
      }
      update.mutate(
        { id: team.id, patch },
        {
          onSuccess: () => {
            toast.success(t('dialog.saved'));
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { project: `/api/projects/${projectId}`, name: data.name, lead: data.lead || null, members: data.members },
        {
          onSuccess: () => {
            toast.success(t('dialog.created'));
            onClose();
          },
          onError,
        },
      );
    }
  });

  return (
    <FormModal
      onClose={onClose}
      title={team ? t('dialog.editTitle') : t('dialog.createTitle')}
      description={team ? t('dialog.editDescription') : undefined}
      width={560}
      submitLabel={team ? t('dialog.save') : t('dialog.createSubmit')}
      status={mutation.status}
      onSubmit={onSubmit}
    >
      <TextField label={t('dialog.name')} autoComplete="off" maxLength={TEAM_NAME_MAX} error={errors.name?.message} {...register('name')} />
      <SelectField label={t('dialog.lead')} error={errors.lead?.message} {...register('lead')}>
        <option value="">{t('dialog.noLead')}</option>
        {leadOptions.map((employee) => (
          <option key={employee['@id']} value={employee['@id']}>
            {employee.user.name}
          </option>
        ))}
      </SelectField>
      <Controller
        control={control}
        name="members"
        render={({ field, fieldState }) => (
          <MemberPicker options={options} selected={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
    </FormModal>
  );
}
