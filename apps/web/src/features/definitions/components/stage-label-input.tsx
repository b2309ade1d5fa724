import type { Definition } from '@salespulse/contract/definitions';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

const inputClass =
  'block w-full min-h-11 rounded-md border border-basic-border bg-transparent px-3 py-2 text-sm font-medium text-txt ' +
  'transition-[border-color,box-shadow] duration-150 outline-none hover:border-basic-border-strong ' +
  'focus:border-accent focus:bg-basic-surface focus:ring-3 focus:ring-accent-ring/25 xs:text-base';

type StageLabelInputProps = { definition: Definition; onSave: (label: string) => void };

/**
 * Edited in place and saved when the field is left (or on Enter); Escape or an empty label brings
 * back the stored one. Outside an edit it shows the cached label, so an optimistic change and its
 * rollback both show up.
 */
export function StageLabelInput({ definition, onSave }: StageLabelInputProps) {
  const { t } = useTranslation('definitions');
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    const label = draft?.trim();
    setDraft(null);
    if (label && label !== definition.label) onSave(label);
  };
  return (
    <input
      type="text"
      aria-label={t('labelOf', { stage: definition.stage })}
      value={draft ?? definition.label}
      maxLength={200}
      autoComplete="off"
      className={inputClass}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
        if (event.key === 'Escape') setDraft(null);
      }}
    />
  );
}
