import { zodResolver } from '@hookform/resolvers/zod';
import { DASHBOARD_NAME_MAX, DASHBOARD_WIDGETS_MAX, type Dashboard } from '@salespulse/contract/dashboards';
import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '@/shared/api/http';
import { useTranslation } from '@/shared/i18n/use-translation';
import { toastError } from '@/shared/lib/toast';
import { UnsavedChangesGuard } from '@/shared/lib/unsaved-changes-guard';
import { useTeams } from '@/shared/resources/teams';
import { paths } from '@/shared/routes/paths';
import { Button, buttonClassName } from '@/shared/ui/button';
import { SectionCard } from '@/shared/ui/section-card';
import { Switch } from '@/shared/ui/switch';
import { TextField } from '@/shared/ui/text-field';
import { useCreateDashboard, usePatchDashboard } from '../api/save-dashboard';
import { boardFormSchema, boardFormValues, fieldOfViolation, newWidget, type BoardFormData, type BoardFormValues } from '../lib/board-form';
import { BoardWidgetRow } from './board-widget-row';

type BoardFormProps = { projectId: string; board?: Dashboard };

export function BoardForm({ projectId, board }: BoardFormProps) {
  const { t } = useTranslation('dashboards');
  const navigate = useNavigate();
  const create = useCreateDashboard(projectId);
  const patch = usePatchDashboard(projectId);
  const saving = create.isPending || patch.isPending;
  const teams = useTeams(projectId).data ?? [];
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<BoardFormValues, unknown, BoardFormData>({ resolver: zodResolver(boardFormSchema), defaultValues: boardFormValues(board) });
  const { fields, append, move, remove } = useFieldArray({ control, name: 'widgets' });

  const idPrefix = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // A moved widget's button keeps the keyboard focus at its new place (or its sibling at an edge).
  const pendingFocus = useRef<{ index: number; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const same = document.getElementById(`${idPrefix}-${target.index}-${target.direction}`);
    const other = document.getElementById(`${idPrefix}-${target.index}-${target.direction === 'up' ? 'down' : 'up'}`);
    (same instanceof HTMLButtonElement && !same.disabled ? same : other)?.focus();
  }, [fields, idPrefix]);

  const onMove = (from: number, to: number) => {
    move(from, to);
    pendingFocus.current = { index: to, direction: to < from ? 'up' : 'down' };
    setAnnouncement(t('settings.moved', { position: to + 1, count: fields.length }));
  };
  const onRemove = (index: number) => {
    remove(index);
    setAnnouncement(t('settings.removed'));
    addButton.current?.focus();
  };

  const onError = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      toastError(t('api.generic'));
      return;
    }
    if (error.violations.length === 0) {
      toastError(error.description ?? t('api.generic'));
      return;
    }
    let focused = false;
    for (const violation of error.violations) {
      const field = fieldOfViolation(violation.propertyPath);
      if (!field) {
        toastError(violation.message);
        continue;
      }
      setError(field, { type: 'server', message: violation.message }, { shouldFocus: !focused });
      focused = true;
    }
  };

  // A saved board leaves once the guard has seen that nothing is unsaved any more.
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (saved) void navigate(paths.customBoards);
  }, [saved, navigate]);

  const onSaved = () => {
    toast.success(t('settings.saved'));
    setSaved(true);
  };

  const onSubmit = handleSubmit((values) => {
    if (board) patch.mutate({ id: board.id, patch: values }, { onSuccess: onSaved, onError });
    else create.mutate(values, { onSuccess: onSaved, onError });
  });

  const full = fields.length >= DASHBOARD_WIDGETS_MAX;
  const widgetsError = errors.widgets?.root?.message ?? errors.widgets?.message;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <UnsavedChangesGuard when={isDirty && !saved} description={t('settings.unsavedChanges')} />
      <SectionCard title={t('settings.details')}>
        <div className="flex flex-col gap-5">
          <TextField
            label={t('settings.name')}
            placeholder={t('settings.namePlaceholder')}
            autoComplete="off"
            maxLength={DASHBOARD_NAME_MAX}
            error={errors.name?.message}
            className="max-w-md"
            {...register('name')}
          />
          <Switch
            label={t('settings.enabled')}
            description={t('settings.enabledDescription')}
            className="max-w-md"
            {...register('isEnabled')}
          />
        </div>
      </SectionCard>

      <SectionCard
        flush
        title={t('settings.widgets')}
        description={t('settings.widgetsDescription')}
        actions={
          <span className="text-sm text-txt-secondary">
            {t('settings.widgetsCount', { count: fields.length, max: DASHBOARD_WIDGETS_MAX })}
          </span>
        }
      >
        {fields.length === 0 ? <p className="px-6 py-5 text-sm text-txt-secondary sm:px-4">{t('settings.noWidgets')}</p> : null}
        <ol className="divide-y divide-basic-border">
          {fields.map((field, index) => (
            <BoardWidgetRow
              key={field.id}
              index={index}
              count={fields.length}
              idPrefix={idPrefix}
              register={register}
              control={control}
              teams={teams}
              errors={errors.widgets?.[index]}
              onMove={onMove}
              onRemove={onRemove}
            />
          ))}
        </ol>
        <div className="flex flex-wrap items-center gap-3 border-t border-basic-border px-6 py-4 sm:px-4">
          <Button ref={addButton} variant="secondary" disabled={full} onClick={() => append(newWidget())}>
            {t('settings.addWidget')}
          </Button>
          {full ? <p className="text-sm text-txt-secondary">{t('settings.maxWidgets', { max: DASHBOARD_WIDGETS_MAX })}</p> : null}
          {widgetsError ? (
            <p role="alert" className="text-sm text-error-text">
              {widgetsError}
            </p>
          ) : null}
        </div>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </SectionCard>

      <div className="flex flex-wrap justify-end gap-3 sm:flex-col-reverse">
        <Link to={paths.customBoards} className={`${buttonClassName({ variant: 'secondary' })} sm:w-full`}>
          {t('settings.cancel')}
        </Link>
        <Button type="submit" status={saving ? 'pending' : 'idle'} className="sm:w-full">
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
