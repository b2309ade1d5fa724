import { DISTRIBUTION_DEFAULTS } from '@salespulse/contract/distribution-values';
import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SectionCard } from '@/shared/ui/section-card';
import { SelectField } from '@/shared/ui/select-field';
import { Switch } from '@/shared/ui/switch';
import { TextField } from '@/shared/ui/text-field';
import type { GeneralSettingsValues } from '../lib/general-settings';
import { currencyOptions, languageOptions, timeZoneOptions, type Option } from '../lib/setting-options';

type SelectSetting = 'timezone' | 'currency' | 'language';

const optionsOf: Record<SelectSetting, (current: string) => Option[]> = {
  timezone: timeZoneOptions,
  currency: currencyOptions,
  language: languageOptions,
};

function SettingSelect({ name, label, stored }: { name: SelectSetting; label: string; stored: string }) {
  const { t } = useTranslation('settings');
  const {
    register,
    formState: { errors },
  } = useFormContext<GeneralSettingsValues>();
  const options = useMemo(() => optionsOf[name](stored), [name, stored]);
  return (
    <SelectField label={label} error={errors[name]?.message} {...register(name)}>
      {/* An unset setting cannot be picked back once set: clearing it is not offered. */}
      {stored === '' ? <option value="">{t('general.notSet')}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

type NumberSettingProps = {
  name: keyof GeneralSettingsValues;
  label: string;
  hint: string;
  min?: number;
  max: number;
  step?: number;
  /** What the product uses while the setting is empty, shown in the empty field. */
  fallback?: number;
};

function NumberSetting({ name, label, hint, min = 0, max, step, fallback }: NumberSettingProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<GeneralSettingsValues>();
  return (
    <TextField
      label={label}
      hint={hint}
      type="number"
      inputMode={step ? 'decimal' : 'numeric'}
      min={min}
      max={max}
      step={step ?? 1}
      placeholder={fallback === undefined ? undefined : String(fallback)}
      error={errors[name]?.message}
      {...register(name)}
    />
  );
}

export function ProjectSection() {
  const { t } = useTranslation('settings');
  const {
    register,
    formState: { errors },
  } = useFormContext<GeneralSettingsValues>();
  return (
    <SectionCard title={t('general.project.title')}>
      <TextField label={t('general.project.name')} error={errors.name?.message} className="max-w-md" {...register('name')} />
    </SectionCard>
  );
}

export function RegionalSection({ stored }: { stored: Pick<GeneralSettingsValues, SelectSetting> }) {
  const { t } = useTranslation('settings');
  const {
    register,
    formState: { errors },
  } = useFormContext<GeneralSettingsValues>();
  return (
    <SectionCard title={t('general.regional.title')} description={t('general.regional.description')}>
      <div className="grid grid-cols-3 gap-5 md:grid-cols-2 sm:grid-cols-1">
        <SettingSelect name="timezone" label={t('general.regional.timezone')} stored={stored.timezone} />
        <SettingSelect name="currency" label={t('general.regional.currency')} stored={stored.currency} />
        <SettingSelect name="language" label={t('general.regional.language')} stored={stored.language} />
        <TextField label={t('general.regional.workStart')} type="time" error={errors.workStart?.message} {...register('workStart')} />
        <TextField label={t('general.regional.workEnd')} type="time" error={errors.workEnd?.message} {...register('workEnd')} />
      </div>
    </SectionCard>
  );
}

export function DistributionSection() {
  const { t } = useTranslation('settings');
  return (
    <SectionCard title={t('general.distribution.title')}>
      <div className="grid grid-cols-3 gap-5 md:grid-cols-2 sm:grid-cols-1">
        <NumberSetting
          name="distribution_delay"
          label={t('general.distribution.delay')}
          hint={t('general.distribution.delayHint')}
          max={1440}
          fallback={DISTRIBUTION_DEFAULTS.distributionDelay}
        />
        <NumberSetting
          name="distribution_postpone"
          label={t('general.distribution.postpone')}
          hint={t('general.distribution.postponeHint')}
          max={10080}
          fallback={DISTRIBUTION_DEFAULTS.distributionPostpone}
        />
        <NumberSetting
          name="away_count_limit"
          label={t('general.distribution.awayLimit')}
          hint={t('general.distribution.awayLimitHint')}
          max={100}
          fallback={DISTRIBUTION_DEFAULTS.awayCountLimit}
        />
      </div>
    </SectionCard>
  );
}

export function ForecastSection() {
  const { t } = useTranslation('settings');
  return (
    <SectionCard title={t('general.forecast.title')} description={t('general.forecast.description')}>
      <div className="grid grid-cols-3 gap-5 md:grid-cols-2 sm:grid-cols-1">
        <NumberSetting
          name="forecast_negotiation_to_bill"
          label={t('general.forecast.negotiationToBill')}
          hint={t('general.forecast.percentHint')}
          max={100}
          step={0.01}
          fallback={0}
        />
        <NumberSetting
          name="forecast_bill_to_won"
          label={t('general.forecast.billToWon')}
          hint={t('general.forecast.percentHint')}
          max={100}
          step={0.01}
          fallback={0}
        />
      </div>
    </SectionCard>
  );
}

export function CallsSection() {
  const { t } = useTranslation('settings');
  return (
    <SectionCard title={t('general.calls.title')} description={t('general.calls.description')}>
      <div className="grid grid-cols-3 gap-5 md:grid-cols-2 sm:grid-cols-1">
        <NumberSetting name="call_time_target" label={t('general.calls.target')} hint={t('general.calls.targetHint')} min={1} max={1440} />
      </div>
    </SectionCard>
  );
}

export function GiftShopSection() {
  const { t } = useTranslation('settings');
  const { register } = useFormContext<GeneralSettingsValues>();
  return (
    <SectionCard title={t('general.giftShop.title')}>
      <Switch label={t('general.giftShop.label')} description={t('general.giftShop.description')} {...register('giftShopEnabled')} />
    </SectionCard>
  );
}
