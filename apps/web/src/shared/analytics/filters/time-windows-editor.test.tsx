import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { filterDefaults } from '../filter-defaults';
import { defaultFilters } from '../filter-state';
import { TimeWindowsEditor } from './time-windows-editor';

const defaults = filterDefaults('calls', '2026-03-18');

function renderEditor(overrides: Partial<ReturnType<typeof defaultFilters>> = {}) {
  const dispatch = vi.fn();
  const filters = { ...defaultFilters(defaults), date: { from: '2026-03-01', to: '2026-03-10' }, ...overrides };
  render(<TimeWindowsEditor filters={filters} defaults={defaults} dispatch={dispatch} />);
  return { dispatch, user: userEvent.setup() };
}

describe('working time editor', () => {
  it('summarises the applied windows on its button', () => {
    renderEditor();
    expect(screen.getByRole('button', { name: 'Working time: Mon–Fri 08:00–17:00' })).toBeInTheDocument();
  });

  it('adds exclusions, removes one by its number, clears them, and applies the draft at once', async () => {
    const { user, dispatch } = renderEditor();
    await user.click(screen.getByRole('button', { name: /Working time/ }));
    const editor = await screen.findByRole('dialog', { name: 'Working time' });
    await user.click(within(editor).getByRole('button', { name: 'Add exclusion' }));
    await user.click(within(editor).getByRole('button', { name: 'Add exclusion' }));
    await user.click(within(editor).getByRole('button', { name: 'Add exclusion' }));
    expect(within(editor).getAllByRole('group', { name: /^Exclusion \d/ })).toHaveLength(3);
    const second = within(editor).getByRole('group', { name: 'Exclusion 2' });
    await user.click(within(second).getByRole('button', { name: 'Saturday' }));
    await user.click(within(editor).getByRole('button', { name: 'Remove exclusion 1' }));
    expect(within(editor).getAllByRole('group', { name: /^Exclusion \d/ })).toHaveLength(2);
    expect(within(within(editor).getByRole('group', { name: 'Exclusion 1' })).getByRole('button', { name: 'Saturday' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(dispatch).not.toHaveBeenCalled();

    await user.click(within(editor).getByRole('button', { name: 'Clear exclusions' }));
    expect(within(editor).queryByRole('group', { name: /^Exclusion/ })).not.toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Add exclusion' }));
    await user.click(within(editor).getByRole('button', { name: 'Apply' }));
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch).toHaveBeenCalledWith({
      type: 'setTimeWindows',
      ranges: [{ fromTime: '08:00:00', toTime: '17:00:00', daysOfWeek: [1, 2, 3, 4, 5] }],
      exclusions: [{ fromTime: '08:00:00', toTime: '17:00:00', daysOfWeek: [1, 2, 3, 4, 5], fromDate: '2026-03-10', toDate: '2026-03-10' }],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on the first day, not on a remove button, and keeps focus in the editor when a window goes', async () => {
    const { user } = renderEditor();
    screen.getByRole('button', { name: /Working time/ }).focus();
    await user.keyboard('{Enter}');
    const editor = await screen.findByRole('dialog', { name: 'Working time' });
    const range = within(editor).getByRole('group', { name: 'Range 1' });
    expect(within(range).getByRole('button', { name: 'Monday' })).toHaveFocus();

    await user.click(within(range).getByRole('button', { name: 'Remove range 1' }));
    expect(within(editor).getByRole('button', { name: 'Add range' })).toHaveFocus();
    await user.click(within(editor).getByRole('button', { name: 'Add exclusion' }));
    await user.click(within(editor).getByRole('button', { name: 'Clear exclusions' }));
    expect(within(editor).getByRole('button', { name: 'Add exclusion' })).toHaveFocus();
  });

  it('refuses to apply a window that ends before it starts or has no days', async () => {
    const { user, dispatch } = renderEditor();
    await user.click(screen.getByRole('button', { name: /Working time/ }));
    const range = within(await screen.findByRole('dialog', { name: 'Working time' })).getByRole('group', { name: 'Range 1' });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await user.click(within(range).getByRole('button', { name: day }));
    expect(within(range).getByRole('alert')).toHaveTextContent('choose at least one day');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.click(within(range).getByRole('button', { name: 'Sunday' }));
    // A time input takes its value whole (typing passes through invalid partial times).
    fireEvent.change(within(range).getByLabelText('From'), { target: { value: '18:00' } });
    expect(within(range).getByRole('alert')).toHaveTextContent('must not be before the start time');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('drops the draft when closed without applying', async () => {
    const { user, dispatch } = renderEditor();
    await user.click(screen.getByRole('button', { name: /Working time/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Working time' })).getByRole('button', { name: 'Remove range 1' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /Working time/ }));
    expect(within(await screen.findByRole('dialog', { name: 'Working time' })).getByRole('group', { name: 'Range 1' })).toBeInTheDocument();
    expect(dispatch).not.toHaveBeenCalled();
  });
});
