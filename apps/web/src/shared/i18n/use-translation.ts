import { useMemo } from 'react';
import { translate, type TranslateFn } from './translate';

/** `t` of namespace `ns`; stable for a given namespace, so it is safe in effect and memo dependencies. */
export function useTranslation(ns = 'common'): { t: TranslateFn } {
  return useMemo(() => ({ t: (key, values) => translate(ns, key, values) }), [ns]);
}
