import { zodResolver } from '@hookform/resolvers/zod';
import type { DistributionSettings } from '@salespulse/contract/distribution';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { ApiError } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { SectionCard } from '@/shared/ui/section-card';
import { Stepper } from '@/shared/ui/stepper';
import { SaveSettingsError, useSaveDistributionSettings } from '../api/distribution-settings';
import {
  distributionSettingFields,
  settingChanges,
  settingsFormSchema,
  toSettingsFormValues,
  type SettingsFormValues,
} from '../lib/settings-form';

/** The server's message for one rejected setting: its violation, else the description. */
function failureText(error: unknown, generic: string): string {
  if (!(error instanceof ApiError)) return generic;
  return error.violations[0]?.message ?? error.description ?? generic;
}

export function DistributionSettingsForm({ projectId, settings }: { projectId: string; settings: DistributionSettings }) {
  const { t } = useTranslation('distribution');
  const save = useSaveDistributionSettings(projectId);
  const form = useForm<SettingsFormValues>({ resolver: zodResolver(settingsFormSchema), defaultValues: toSettingsFormValues(settings) });
  const {
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit((values) => {
    const changes = settingChanges(settings, values);
    if (changes.length === 0) {
      toast.info(t('settings.nothingChanged'));
      return;
    }
    save.mutate(changes, {
      onSuccess: () => {
        form.reset(values);
        toast.success(t('settings.saved'));
      },
      onError: (error) => {
        if (!(error instanceof SaveSettingsError)) {
          toastError(errorMessage(error, t('errors.generic')));
          return;
        }
        error.failures.forEach(({ change, error: cause }, index) =>
          form.setError(change.key, { type: 'server', message: failureText(cause, t('errors.generic')) }, { shouldFocus: index === 0 }),
        );
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <SectionCard title={t('settings.rulesTitle')} description={t('settings.timezone', { timezone: settings.timezone })}>
        <div className="grid grid-cols-3 gap-5 md:grid-cols-1">
          {distributionSettingFields.map(({ key, max }) => (
            <Controller
              key={key}
              control={form.control}
              name={key}
              render={({ field }) => (
                <Stepper
                  label={t(`settings.${key}.label`)}
                  hint={
                    <>
                      {t(`settings.${key}.hint`, { max })}
                      {settings[key].isDefault ? ` ${t('settings.isDefault')}` : ''}
                    </>
                  }
                  min={0}
                  max={max}
                  error={errors[key]?.message}
                  {...field}
                />
              )}
            />
          ))}
        </div>
      </SectionCard>
      <div className="flex justify-end">
        <Button type="submit" status={save.status} className="min-w-32 xs:w-full">
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
