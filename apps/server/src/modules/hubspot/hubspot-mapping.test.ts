import { describe, expect, it } from 'vitest';
import { callAnswered, callToEvent, instant, ownerToEvent } from './hubspot-mapping';

const CONNECTED = 'f240bbac-87c9-4f6e-bf70-924b57d47db7';
const LEFT_VOICEMAIL = 'b2cf5968-551e-4856-9783-52b3da59a7d0';

describe('HubSpot mapping', () => {
  it.each([
    [CONNECTED, 'COMPLETED', 0, true],
    [LEFT_VOICEMAIL, 'COMPLETED', 40, false],
    ['a-custom-outcome', 'COMPLETED', 40, true],
    [null, 'COMPLETED', 0, false],
    [null, 'NO_ANSWER', 0, false],
    [null, 'BUSY', 12, false],
    [null, 'IN_PROGRESS', 12, null],
    [null, null, 30, null],
  ])('disposition %s with status %s and %i s counts as answered: %s', (disposition, status, seconds, answered) => {
    expect(callAnswered(disposition, status, seconds)).toBe(answered);
  });

  it('turns milliseconds into whole seconds within a day', () => {
    const call = (duration: string | null) =>
      callToEvent(
        {
          id: '1',
          properties: { hs_call_duration: duration, hs_timestamp: '1767225600000' },
          createdAt: '2026-01-01T00:00:00Z',
          updatedAt: '2026-01-01T00:00:00Z',
        },
        null,
      );
    expect(call('1499').durationSeconds).toBe(1);
    expect(call('90000000').durationSeconds).toBe(86_400);
    expect(call('garbage').durationSeconds).toBe(0);
    expect(call(null).startedAt).toBe('2026-01-01T00:00:00.000Z');
  });

  it('reads ISO and epoch-millisecond datetimes', () => {
    expect(instant('2026-02-01T09:00:00Z')).toBe('2026-02-01T09:00:00.000Z');
    expect(instant('1767225600000')).toBe('2026-01-01T00:00:00.000Z');
    expect(instant('')).toBeNull();
    expect(instant('not a date')).toBeNull();
  });

  it('names an owner without a name after the e-mail, or the id', () => {
    expect(ownerToEvent({ id: '7', firstName: ' ', lastName: null, email: null }).name).toBe('HubSpot owner 7');
    expect(ownerToEvent({ id: '7', firstName: 'Ada', lastName: null, email: 'a@b.co' }).name).toBe('Ada');
  });
});
