import { describe, expect, it } from 'vitest';
import { rangeFromParams, rangeParams } from './pulse-range';

const today = '2025-03-12';
const read = (query: string) => rangeFromParams(new URLSearchParams(query), today);

describe('pulse period in the URL', () => {
  it('is today without parameters', () => {
    expect(read('')).toEqual({ from: today, to: today });
  });

  it('reads a day or a period', () => {
    expect(read('date=2025-03-01')).toEqual({ from: '2025-03-01', to: '2025-03-01' });
    expect(read('from=2025-02-01&to=2025-02-28')).toEqual({ from: '2025-02-01', to: '2025-02-28' });
  });

  it('falls back to today for days that do not exist, are in the future, reversed or too old', () => {
    expect(read('date=2025-02-30')).toEqual({ from: today, to: today });
    expect(read('date=2025-03-13')).toEqual({ from: today, to: today });
    expect(read('from=2025-03-05&to=2025-03-01')).toEqual({ from: today, to: today });
    expect(read('date=2017-12-31')).toEqual({ from: today, to: today });
    expect(read('date=yesterday')).toEqual({ from: today, to: today });
  });

  it('writes today as no parameter, another day as date, a period as from and to', () => {
    expect(rangeParams({ from: today, to: today }, today)).toEqual({ date: null, from: null, to: null });
    expect(rangeParams({ from: '2025-03-01', to: '2025-03-01' }, today)).toEqual({ date: '2025-03-01', from: null, to: null });
    expect(rangeParams({ from: '2025-03-01', to: today }, today)).toEqual({ date: null, from: '2025-03-01', to: today });
  });
});
