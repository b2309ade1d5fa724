import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WindowNote } from './window-note';

const workdays = { fromTime: '08:00:00', toTime: '17:00:00', daysOfWeek: [1, 2, 3, 4, 5] };
const wholeWeek = { fromTime: '00:00:00', toTime: '23:59:59', daysOfWeek: [1, 2, 3, 4, 5, 6, 7] };

describe('WindowNote', () => {
  it('states the window and what falls outside it, and includes them on one click or key press', async () => {
    const onInclude = vi.fn();
    const user = userEvent.setup();
    render(<WindowNote ranges={[workdays]} kind="calls" outside={1527} onInclude={onInclude} />);
    expect(screen.getByTestId('window-note')).toHaveTextContent('Counting 08:00–17:00, Mon–Fri · 1,527 calls outside these hours');
    const include = screen.getByRole('button', { name: 'Include them' });
    await user.click(include);
    expect(onInclude).toHaveBeenCalledTimes(1);
    include.focus();
    await user.keyboard('{Enter}');
    expect(onInclude).toHaveBeenCalledTimes(2);
  });

  it('names one record in the singular, per kind, and lists every range', () => {
    const weekend = { fromTime: '10:00:00', toTime: '14:30:00', daysOfWeek: [7, 6] };
    render(<WindowNote ranges={[workdays, weekend]} kind="leads" outside={1} onInclude={() => {}} />);
    expect(screen.getByTestId('window-note')).toHaveTextContent(
      'Counting 08:00–17:00, Mon–Fri; 10:00–14:30, Sat, Sun · 1 lead outside these hours',
    );
  });

  it('only states the window when nothing falls outside it: no button', () => {
    render(<WindowNote ranges={[workdays]} kind="deals" outside={0} onInclude={() => {}} />);
    expect(screen.getByTestId('window-note')).toHaveTextContent(/^Counting 08:00–17:00, Mon–Fri$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says nothing when every instant counts (no ranges, or the whole week)', () => {
    const { container, rerender } = render(<WindowNote ranges={[]} kind="deals" outside={0} onInclude={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<WindowNote ranges={[workdays, wholeWeek]} kind="deals" outside={0} onInclude={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
