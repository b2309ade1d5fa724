import { describe, expect, it } from 'vitest';
import { clickDay, previewRange } from './range-selection';

describe('range selection', () => {
  it('sets the start on the first click and completes the range on the second, earliest first', () => {
    expect(clickDay('range', null, '2025-03-10')).toEqual({ kind: 'start', start: '2025-03-10' });
    expect(clickDay('range', '2025-03-10', '2025-03-14')).toEqual({ kind: 'done', range: { from: '2025-03-10', to: '2025-03-14' } });
    expect(clickDay('range', '2025-03-14', '2025-03-10')).toEqual({ kind: 'done', range: { from: '2025-03-10', to: '2025-03-14' } });
    expect(clickDay('range', '2025-03-14', '2025-03-14')).toEqual({ kind: 'done', range: { from: '2025-03-14', to: '2025-03-14' } });
  });

  it('chooses a day with one click in single mode', () => {
    expect(clickDay('single', null, '2025-03-10')).toEqual({ kind: 'done', range: { from: '2025-03-10', to: '2025-03-10' } });
  });

  it('previews the pending range towards the hovered day, or shows the selection', () => {
    const selected = { from: '2025-03-01', to: '2025-03-05' };
    expect(previewRange(selected, null, '2025-03-20')).toBe(selected);
    expect(previewRange(selected, '2025-03-10', '2025-03-07')).toEqual({ from: '2025-03-07', to: '2025-03-10' });
    expect(previewRange(null, '2025-03-10', null)).toEqual({ from: '2025-03-10', to: '2025-03-10' });
  });
});
