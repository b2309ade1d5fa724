import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DayRange } from './calendar-days';
import type { CalendarMode } from './range-selection';
import { DatePicker } from './date-picker';
import { DayStepper } from './day-stepper';

const today = '2025-03-12';

function Harness({ mode, initial, onChange }: { mode: CalendarMode; initial: DayRange; onChange: (range: DayRange) => void }) {
  const [value, setValue] = useState(initial);
  const change = (range: DayRange) => {
    setValue(range);
    onChange(range);
  };
  return (
    <div>
      <p>outside</p>
      <DayStepper value={value} onChange={change} max={today}>
        <DatePicker mode={mode} value={value} onChange={change} max={today} label="Date" />
      </DayStepper>
    </div>
  );
}

function renderPicker(mode: CalendarMode = 'range', initial: DayRange = { from: today, to: today }) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(<Harness mode={mode} initial={initial} onChange={onChange} />);
  const trigger = () => screen.getByRole('button', { name: /^Date:/ });
  const open = async () => {
    await user.click(trigger());
    return screen.getByRole('dialog', { name: 'Date' });
  };
  return { user, onChange, trigger, open };
}

const day = (name: string) => screen.getByRole('button', { name });

describe('DatePicker', () => {
  it('shows the chosen day on its button and toggles the popup on click', async () => {
    const { user, trigger, open } = renderPicker();
    expect(trigger()).toHaveTextContent('Wed, 12 Mar 2025');
    await open();
    await user.click(trigger());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and on a click away', async () => {
    const { user, open } = renderPicker();
    await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await open();
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the month with Monday first, today marked, and no day past the maximum selectable', async () => {
    const { user, onChange, open } = renderPicker();
    const dialog = await open();
    const grid = within(dialog).getByRole('grid', { name: 'March 2025' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    // March 2025 starts on a Saturday: five empty cells before it.
    const firstWeek = within(grid).getAllByRole('row')[1]!;
    expect(
      within(firstWeek)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '', '', '', '', '1', '2']);
    expect(day('Wednesday, 12 March 2025')).toHaveAttribute('aria-current', 'date');
    expect(day('Thursday, 13 March 2025')).toBeDisabled();
    expect(day('Monday, 31 March 2025')).toBeDisabled();
    await user.click(day('Thursday, 13 March 2025'));
    expect(onChange).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('offers 12 years starting 7 before the current one, and no month or year past the maximum', async () => {
    const { user, open } = renderPicker();
    const dialog = await open();
    const year = within(dialog).getByRole('combobox', { name: 'Year' });
    const years = within(year).getAllByRole('option');
    expect(years.map((option) => option.textContent)).toEqual([
      '2018',
      '2019',
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
      '2027',
      '2028',
      '2029',
    ]);
    expect(years.filter((option) => (option as HTMLOptionElement).disabled).map((option) => option.textContent)).toEqual([
      '2026',
      '2027',
      '2028',
      '2029',
    ]);
    const month = within(dialog).getByRole('combobox', { name: 'Month' });
    const disabledMonths = within(month)
      .getAllByRole('option')
      .filter((option) => (option as HTMLOptionElement).disabled)
      .map((option) => option.textContent);
    expect(disabledMonths).toEqual(['April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']);

    await user.selectOptions(year, '2023');
    expect(within(dialog).getByRole('grid', { name: 'March 2023' })).toBeInTheDocument();
    expect(
      within(month)
        .getAllByRole('option')
        .every((option) => !(option as HTMLOptionElement).disabled),
    ).toBe(true);
    await user.selectOptions(month, 'December');
    expect(within(dialog).getByRole('grid', { name: 'December 2023' })).toBeInTheDocument();
    // Back in the current year, a later month than the maximum's becomes the maximum's month.
    await user.selectOptions(year, '2025');
    expect(within(dialog).getByRole('grid', { name: 'March 2025' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Previous month' }));
    expect(within(dialog).getByRole('grid', { name: 'February 2025' })).toBeInTheDocument();
  });

  it('in range mode, completes the range on the second click, earliest first, then closes', async () => {
    const { user, onChange, open, trigger } = renderPicker();
    const dialog = await open();
    await user.click(day('Monday, 10 March 2025'));
    expect(onChange).not.toHaveBeenCalled();
    expect(within(dialog).getByText('Choose the last day of the period')).toBeInTheDocument();
    await user.click(day('Monday, 3 March 2025'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ from: '2025-03-03', to: '2025-03-10' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent('3 Mar – 10 Mar 2025');
  });

  it('in single mode, chooses the day on one click and closes', async () => {
    const { user, onChange, open } = renderPicker('single');
    await open();
    await user.click(day('Monday, 10 March 2025'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ from: '2025-03-10', to: '2025-03-10' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('applies a shortcut and closes; single mode offers only the single-day ones', async () => {
    const { user, onChange, open } = renderPicker();
    const dialog = await open();
    const shortcuts = within(dialog).getByRole('list', { name: 'Shortcuts' });
    expect(
      within(shortcuts)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Today', 'Yesterday', 'This week', 'This month', 'Last month', 'Last 30 days', 'Last 3 months']);
    expect(within(shortcuts).getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(shortcuts).getByRole('button', { name: 'Last month' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ from: '2025-02-01', to: '2025-02-28' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists only Today and Yesterday as shortcuts for a single day', async () => {
    const { open } = renderPicker('single');
    const dialog = await open();
    const shortcuts = within(dialog).getByRole('list', { name: 'Shortcuts' });
    expect(
      within(shortcuts)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Today', 'Yesterday']);
  });

  it('is usable from the keyboard: focus on the chosen day, arrows and pages move, Enter chooses', async () => {
    const { user, onChange, trigger } = renderPicker('range', { from: '2025-03-05', to: '2025-03-05' });
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(day('Wednesday, 5 March 2025')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(day('Tuesday, 25 February 2025')).toHaveFocus();
    expect(screen.getByRole('grid', { name: 'February 2025' })).toBeInTheDocument();
    await user.keyboard('{Enter}{PageDown}');
    expect(day('Tuesday, 25 March 2025')).toBeDisabled();
    // A page past the maximum lands on the maximum.
    expect(day('Wednesday, 12 March 2025')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(day('Wednesday, 12 March 2025')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ from: '2025-02-25', to: '2025-03-12' });
    expect(trigger()).toHaveFocus();
  });
});

describe('DayStepper', () => {
  it('steps a day at a time and disables the next arrow at the maximum', async () => {
    const { user, onChange, trigger } = renderPicker('single', { from: '2025-03-11', to: '2025-03-11' });
    const next = screen.getByRole('button', { name: 'Next day' });
    await user.click(next);
    expect(onChange).toHaveBeenLastCalledWith({ from: today, to: today });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(trigger()).toHaveTextContent('Mon, 10 Mar 2025');
  });

  it('disables the previous arrow at the first day of the year picker', () => {
    renderPicker('single', { from: '2018-01-01', to: '2018-01-01' });
    expect(screen.getByRole('button', { name: 'Previous day' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next day' })).toBeEnabled();
  });

  it('steps a period by its length', async () => {
    const { user, onChange } = renderPicker('range', { from: '2025-03-03', to: '2025-03-09' });
    await user.click(screen.getByRole('button', { name: 'Previous period' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-02-24', to: '2025-03-02' });
  });
});
