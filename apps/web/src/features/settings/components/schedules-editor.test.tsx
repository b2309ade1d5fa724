import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { employeeFixture } from '@/test/fixtures/employees';
import { projectId } from '@/test/fixtures/ids';
import { renderScreen } from '@/test/render-screen';
import { SchedulesEditor } from './schedules-editor';

const employee = employeeFixture(3, 'Sara Sched', { schedules: [{ day: 1, start: '09:00', end: '18:00' }] });

function renderEditor() {
  const onClose = vi.fn();
  const api = fakeApi({ 'PATCH /employees/': ({ body }) => jsonResponse({ ...employee, ...(body as object) }) });
  return { ...renderScreen(<SchedulesEditor projectId={projectId} employee={employee} onClose={onClose} />), api, onClose };
}

describe('schedules editor', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts from the stored schedule, one row per weekday', async () => {
    renderEditor();
    const dialog = await screen.findByRole('dialog', { name: 'Schedule of Sara Sched' });
    expect(within(dialog).getByLabelText('Works on Monday')).toBeChecked();
    expect(within(dialog).getByLabelText('Monday start')).toHaveValue('09:00');
    expect(within(dialog).getByLabelText('Works on Sunday')).not.toBeChecked();
    expect(within(dialog).queryByLabelText('Sunday start')).not.toBeInTheDocument();
  });

  it('refuses an end before the start with the contract message', async () => {
    const { user, api } = renderEditor();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Works on Tuesday'));
    await user.clear(within(dialog).getByLabelText('Tuesday end'));
    await user.type(within(dialog).getByLabelText('Tuesday end'), '08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('must be after the start')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Tuesday end')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
  });

  it('saves the enabled days as schedules and closes', async () => {
    const { user, api, onClose } = renderEditor();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Works on Monday'));
    await user.click(within(dialog).getByLabelText('Works on Saturday'));
    await user.clear(within(dialog).getByLabelText('Saturday start'));
    await user.type(within(dialog).getByLabelText('Saturday start'), '10:00');
    await user.clear(within(dialog).getByLabelText('Saturday end'));
    await user.type(within(dialog).getByLabelText('Saturday end'), '14:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Schedule saved')).toBeInTheDocument();
    expect(api.calls('PATCH', `/employees/${employee.id}`)[0]?.body).toEqual({ schedules: [{ day: 6, start: '10:00', end: '14:00' }] });
    expect(onClose).toHaveBeenCalled();
  });
});
