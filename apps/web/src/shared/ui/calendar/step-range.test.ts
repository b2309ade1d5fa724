import { describe, expect, it } from 'vitest';
import { stepRange } from './step-range';

const min = '2018-01-01';
const max = '2025-03-12';

describe('day stepper', () => {
  it('steps a single day back and forth', () => {
    expect(stepRange({ from: '2025-03-10', to: '2025-03-10' }, -1, min, max)).toEqual({ from: '2025-03-09', to: '2025-03-09' });
    expect(stepRange({ from: '2025-03-10', to: '2025-03-10' }, 1, min, max)).toEqual({ from: '2025-03-11', to: '2025-03-11' });
  });

  it('stops at the bounds', () => {
    expect(stepRange({ from: max, to: max }, 1, min, max)).toBeNull();
    expect(stepRange({ from: min, to: min }, -1, min, max)).toBeNull();
  });

  it('steps a period by its own length, kept inside the bounds', () => {
    expect(stepRange({ from: '2025-03-01', to: '2025-03-07' }, -1, min, max)).toEqual({ from: '2025-02-22', to: '2025-02-28' });
    expect(stepRange({ from: '2025-03-01', to: '2025-03-07' }, 1, min, max)).toEqual({ from: '2025-03-06', to: '2025-03-12' });
    expect(stepRange({ from: '2018-01-03', to: '2018-01-09' }, -1, min, max)).toEqual({ from: '2018-01-01', to: '2018-01-07' });
  });
});
