import { useState } from 'react';

const inputClass =
  'block w-full min-h-11 rounded-md border border-basic-border bg-transparent px-3 py-2 text-sm font-medium text-txt ' +
  'transition-[border-color,box-shadow] duration-150 outline-none hover:border-basic-border-strong ' +
  'focus:border-accent focus:bg-basic-surface focus:ring-3 focus:ring-accent-ring/25 xs:text-base';

type InlineTextInputProps = { value: string; label: string; onSave: (value: string) => void; maxLength?: number };

/**
 * A name edited in place, saved when the field is left (or on Enter); Escape or an empty value
 * brings back the stored one. Outside an edit it shows `value` as given (the cache), so an
 * optimistic change and its rollback both show up.
 */
export function InlineTextInput({ value, label, onSave, maxLength = 200 }: InlineTextInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    const next = draft?.trim();
    setDraft(null);
    if (next && next !== value) onSave(next);
  };
  return (
    <input
      type="text"
      aria-label={label}
      value={draft ?? value}
      maxLength={maxLength}
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
