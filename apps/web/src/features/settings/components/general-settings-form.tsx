import { zodResolver } from '@hookform/resolvers/zod';
import type { ProjectData } from '@salespulse/contract/projects';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { Button } from '@/shared/ui/button';
import { failureMessage, SaveGeneralSettingsError, useSaveGeneralSettings } from '../api/save-general-settings';
import {
  diffSettings,
  fieldOfSetting,
  generalSettingsSchema,
  isEmptyDiff,
  toFormValues,
  toSettingValues,
  type GeneralSettingsValues,
} from '../lib/general-settings';
import {
  CallsSection,
  DistributionSection,
  ForecastSection,
  GiftShopSection,
  ProjectSection,
  RegionalSection,
} from './general-settings-sections';

export function GeneralSettingsForm({ projectId, data }: { projectId: string; data: ProjectData }) {
  const { t } = useTranslation('settings');
  const save = useSaveGeneralSettings(projectId);
  const initial = toFormValues(data);
  const form = useForm<GeneralSettingsValues>({ resolver: zodResolver(generalSettingsSchema), defaultValues: initial });

  const onSubmit = form.handleSubmit((values) => {
    const name = values.name.trim();
    const input = {
      name: name !== data.project.name ? name : undefined,
      diff: diffSettings(data.settings, toSettingValues(values)),
    };
    if (input.name === undefined && isEmptyDiff(input.diff)) {
      toast.info(t('general.nothingChanged'));
      return;
    }
    save.mutate(input, {
      onSuccess: () => {
        form.reset(values);
        toast.success(t('general.saved'));
      },
      onError: (error) => {
        if (!(error instanceof SaveGeneralSettingsError)) {
          toastError(errorMessage(error, t('errors.generic')));
          return;
        }
        for (const failure of error.failures) {
          const message = failureMessage(failure) ?? t('errors.generic');
          const field = failure.field === 'name' ? 'name' : fieldOfSetting(failure.field);
          form.setError(field, { type: 'server', message });
        }
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        <ProjectSection />
        <RegionalSection stored={{ timezone: initial.timezone, currency: initial.currency, language: initial.language }} />
        <DistributionSection />
        <ForecastSection />
        <CallsSection />
        <GiftShopSection />
        <div className="sticky-actions sticky bottom-0 -mx-1 flex justify-end border-t border-basic-border bg-basic-bg/90 px-1 py-4 backdrop-blur">
          <Button type="submit" status={save.status} className="min-w-32 xs:w-full">
            {t('general.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
