import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2030-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('leaves the last minute to "just now", also for a server clock slightly ahead', () => {
    expect(relativeTime(ago(20), now)).toBeNull();
    expect(relativeTime(ago(-5), now)).toBeNull();
  });

  it('picks the largest whole unit', () => {
    expect(relativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600 + 100), now)).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(relativeTime(ago(10 * 24 * 3600), now)).toBe('last week');
    expect(relativeTime(ago(400 * 24 * 3600), now)).toBe('last year');
  });
});
