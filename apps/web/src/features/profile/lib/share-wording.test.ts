import { describe, expect, it } from 'vitest';
import { formatShare, shareDifference } from './share-wording';

describe('share wording', () => {
  it.each([
    [2.4, { kind: 'behind', amount: '2.4' }],
    [-1.06, { kind: 'ahead', amount: '1.1' }],
    [1, { kind: 'behind', amount: '1.0' }],
    [0.04, { kind: 'even', amount: '0.0' }],
    [-0.049, { kind: 'even', amount: '0.0' }],
    [0, { kind: 'even', amount: '0.0' }],
  ])('says %d leads of deficit as %j', (deficit, words) => {
    expect(shareDifference(deficit)).toEqual(words);
  });

  it('shows shares as percentages with at most one decimal', () => {
    expect(formatShare(1 / 3)).toBe('33.3%');
    expect(formatShare(0.5)).toBe('50%');
    expect(formatShare(0)).toBe('0%');
  });
});
