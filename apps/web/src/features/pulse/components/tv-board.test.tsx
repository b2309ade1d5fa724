import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ManagerFigures } from '../lib/merge-rows';
import type { MetricKey } from '../lib/metrics';
import { TvBoard } from './tv-board';

const totals = (calls: number): Record<MetricKey, number | null> => ({
  callAttempts: calls,
  successfulCalls: 0,
  time: 0,
  bills: 0,
  payments: 0,
  plan: 0,
  points: null,
  tasks: 0,
});

// Calls in the 08:00, 09:00 and 10:00 columns; with the next hour at 10:00 the last is still to come.
const sam: ManagerFigures = {
  employee: '/api/employees/sam',
  name: 'Sam Seller',
  totals: totals(6),
  hours: { callAttempts: [2, 3, 1] },
  todayTasks: 0,
  overdueTasks: 0,
};

function renderBoard(nextHour: number | null) {
  render(
    <TvBoard
      rows={[sam]}
      totals={{ ...sam, employee: 'all', name: 'All managers' }}
      firstRank={1}
      span={{ first: 8, last: 10 }}
      metric="callAttempts"
      nextHour={nextHour}
      currency="USD"
      max={3}
      labels={{ manager: 'Manager', metric: 'Call Attempts' }}
    />,
  );
  const row = screen.getByRole('rowheader', { name: 'Sam Seller' }).closest('[role="row"]') as HTMLElement;
  return within(row).getAllByRole('cell').slice(2);
}

describe('TV board', () => {
  // Axe in the browser tests checks the contrast itself, at whatever hour they run; this pins it down.
  it('keeps figures of hours still to come readable: muted text, never translucent', () => {
    const [eight, nine, ten] = renderBoard(10);
    expect([eight, nine, ten].map((cell) => cell!.textContent)).toEqual(['2', '3', '1']);
    for (const cell of [eight, nine]) expect(cell!.className).not.toContain('text-muted');
    expect(ten!.className).toContain('text-muted');
    expect(ten!.className).not.toMatch(/opacity/);
  });

  it('mutes nothing on a past day (no next hour)', () => {
    const cells = renderBoard(null);
    expect(cells.every((cell) => !cell.className.includes('text-muted'))).toBe(true);
  });
});
