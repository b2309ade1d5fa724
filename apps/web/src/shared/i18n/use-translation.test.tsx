import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTranslation } from './use-translation';

describe('useTranslation', () => {
  it('translates in the common namespace by default and in the given one otherwise', () => {
    expect(renderHook(() => useTranslation()).result.current.t('actions.close')).toBe('Close');
    expect(renderHook(() => useTranslation('projects')).result.current.t('select.open', { name: 'Acme' })).toBe('Open Acme');
  });

  it('keeps t stable across renders of the same namespace', () => {
    const { result, rerender } = renderHook(({ ns }) => useTranslation(ns), { initialProps: { ns: 'auth' } });
    const first = result.current.t;
    rerender({ ns: 'auth' });
    expect(result.current.t).toBe(first);
    rerender({ ns: 'settings' });
    expect(result.current.t).not.toBe(first);
  });
});
