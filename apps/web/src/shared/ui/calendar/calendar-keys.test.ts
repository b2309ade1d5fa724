import { describe, expect, it } from 'vitest';
import { dayForKey } from './calendar-keys';

const key = (name: string, shiftKey = false) => ({ key: name, shiftKey });
const min = '2018-01-01';
const max = '2025-03-12';

describe('calendar keys', () => {
  it('moves by day, week, week edge, month and year', () => {
    const day = '2025-02-12';
    expect(dayForKey(key('ArrowLeft'), day, min, max)).toBe('2025-02-11');
    expect(dayForKey(key('ArrowRight'), day, min, max)).toBe('2025-02-13');
    expect(dayForKey(key('ArrowUp'), day, min, max)).toBe('2025-02-05');
    expect(dayForKey(key('ArrowDown'), day, min, max)).toBe('2025-02-19');
    expect(dayForKey(key('Home'), day, min, max)).toBe('2025-02-10');
    expect(dayForKey(key('End'), day, min, max)).toBe('2025-02-16');
    expect(dayForKey(key('PageUp'), day, min, max)).toBe('2025-01-12');
    expect(dayForKey(key('PageDown'), day, min, max)).toBe('2025-03-12');
    expect(dayForKey(key('PageUp', true), day, min, max)).toBe('2024-02-12');
  });

  it('never leaves the bounds', () => {
    expect(dayForKey(key('ArrowRight'), max, min, max)).toBe(max);
    expect(dayForKey(key('PageDown'), '2025-03-01', min, max)).toBe(max);
    expect(dayForKey(key('ArrowLeft'), min, min, max)).toBe(min);
  });

  it('ignores other keys', () => {
    expect(dayForKey(key('a'), max, min, max)).toBeNull();
    expect(dayForKey(key('Enter'), max, min, max)).toBeNull();
  });
});
