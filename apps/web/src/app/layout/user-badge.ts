export type UserBadge = {
  /** null: no usable name, the menu shows its default label ("Profile"). */
  name: string | null;
  letter: string;
};

const DEFAULT_LETTER = 'U';

export function userBadge(name: string | null | undefined): UserBadge {
  const trimmed = name?.trim();
  if (!trimmed) return { name: null, letter: DEFAULT_LETTER };
  // Array.from keeps a first character outside the BMP (emoji, some scripts) whole.
  const first = Array.from(trimmed)[0] ?? DEFAULT_LETTER;
  return { name: trimmed, letter: first.toLocaleUpperCase() };
}
