import type { Property } from '@salespulse/contract/catalogue';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

const inputClass =
  'block w-full min-h-11 rounded-md border border-basic-border bg-transparent px-3 py-2 text-sm font-medium text-txt ' +
  'transition-[border-color,box-shadow] duration-150 outline-none hover:border-basic-border-strong ' +
  'focus:border-accent focus:bg-basic-surface focus:ring-3 focus:ring-accent-ring/25 xs:text-base';

type PropertyNameInputProps = { property: Property; onSave: (name: string) => void };

/**
 * Renamed in place and saved when the field is left (or on Enter); Escape or an empty name brings
 * back the stored one. Outside an edit it shows the cached name, so an optimistic rename and its
 * rollback both show up.
 */
export function PropertyNameInput({ property, onSave }: PropertyNameInputProps) {
  const { t } = useTranslation('mapping');
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    const name = draft?.trim();
    setDraft(null);
    if (name && name !== property.name) onSave(name);
  };
  return (
    <input
      type="text"
      aria-label={t('properties.nameOf', { key: property.key })}
      value={draft ?? property.name}
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
