import { stageKinds, type StageKind } from '@salespulse/contract/definitions';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SelectField } from '@/shared/ui/select-field';

type StageKindSelectProps = { label: string; kind: StageKind | null; onChange: (kind: StageKind | null) => void; className?: string };

export function StageKindSelect({ label, kind, onChange, className }: StageKindSelectProps) {
  const { t } = useTranslation('definitions');
  return (
    <SelectField
      label={t('meaningOf', { label })}
      hideLabel
      value={kind ?? ''}
      onChange={(event) => onChange((event.target.value || null) as StageKind | null)}
      className={className}
    >
      <option value="">{t('kinds.none')}</option>
      {stageKinds.map((value) => (
        <option key={value} value={value}>
          {t(`kinds.${value}`)}
        </option>
      ))}
    </SelectField>
  );
}
