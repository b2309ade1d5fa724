import { cloneElement, type ReactElement, type ReactNode } from 'react';
import type { TranslateFn } from './translate';

type TransProps = {
  t: TranslateFn;
  i18nKey: string;
  /** Elements for the string's named tags: `<retry>text</retry>` renders `components.retry` around "text". */
  components: Readonly<Record<string, ReactElement>>;
};

// split() with the two groups yields [text, tag, inner, text, tag, inner, ..., text].
const tag = /<(\w+)>(.*?)<\/\1>/s;

/** A translated string with React elements in place of its (non-nested) named tags. */
export function Trans({ t, i18nKey, components }: TransProps) {
  const parts = t(i18nKey).split(tag);
  const nodes: ReactNode[] = [];
  for (let index = 0; index < parts.length; index += 3) {
    nodes.push(parts[index]);
    const name = parts[index + 1];
    if (name === undefined) break;
    const element = components[name];
    const inner = parts[index + 2];
    nodes.push(element ? cloneElement(element, { key: index }, inner) : inner);
  }
  return <>{nodes}</>;
}
