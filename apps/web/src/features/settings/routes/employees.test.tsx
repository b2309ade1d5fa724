import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, hydraErrorResponse as hydraError, jsonResponse, noContent } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { fakeJwt } from '@/test/fake-jwt';
import { employeeFixture } from '@/test/fixtures/employees';
import { projectId } from '@/test/fixtures/ids';
import { renderScreen } from '@/test/render-screen';
import Employees from './employees';

const weekday = (day: number) => ({ day, start: '09:00', end: '18:00' });
const owner = employeeFixture(1, 'Olga Owner', { role: 'OWNER', schedules: [1, 2, 3, 4, 5].map(weekday) });
const rep = employeeFixture(2, 'Rick Rep');
const invitation = {
  '@id': '/api/invitations/00000000-0000-4000-b000-000000000001',
  '@type': 'Invitation',
  id: '00000000-0000-4000-b000-000000000001',
  email: 'new@example.com',
  role: 'REPRESENTATIVE',
  status: 'pending',
  expired: false,
  expiresAt: '2030-01-08T10:00:00Z',
  createdAt: '2030-01-01T10:00:00Z',
  project: { '@id': `/api/projects/${projectId}`, name: 'Acme' },
  invitedBy: null,
};

function renderEmployees(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    [`GET /projects/${projectId}/employees`]: () => jsonResponse(hydraCollection([owner, rep])),
    [`GET /projects/${projectId}/invitations`]: () => jsonResponse(hydraCollection([invitation])),
    'PATCH /employees/': ({ body }) => jsonResponse({ ...rep, ...(body as object) }),
    ...routes,
  });
  return { ...renderScreen(<Employees />), api };
}

function setRole(role: 'OWNER' | 'ADMIN') {
  useSessionStore.getState().setProjectId(projectId, 'Acme');
  useSessionStore.getState().setRole(role);
}

describe('employees settings', () => {
  beforeEach(() => {
    useAuthStore.getState().setTokens({ token: fakeJwt({ userid: owner.user.id, exp: 9e9, iat: 1 }), refresh_token: 'r' });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    useAuthStore.getState().clear();
    useSessionStore.getState().reset();
  });

  it('lists active and inactive employees with their role, status and schedule', async () => {
    setRole('OWNER');
    const { api } = renderEmployees();
    const row = (await screen.findByText('Olga Owner')).closest('tr')!;
    expect(within(row).getByText('olga.owner@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Mon–Fri 09:00–18:00')).toBeInTheDocument();
    expect(within(row).getByText('you')).toBeInTheDocument();
    expect(within(screen.getByText('Rick Rep').closest('tr')!).getByText('No schedule')).toBeInTheDocument();
    expect(api.calls('GET', `/projects/${projectId}/employees`)[0]?.path).toBe(
      `/projects/${projectId}/employees?itemsPerPage=30&page=1&status%5B%5D=active&status%5B%5D=inactive`,
    );
  });

  it('lets only owners change roles', async () => {
    setRole('ADMIN');
    renderEmployees();
    expect(await screen.findByLabelText('Role of Rick Rep')).toBeDisabled();
  });

  it('changes a role when the owner picks another one', async () => {
    setRole('OWNER');
    const { user, api } = renderEmployees();
    const select = await screen.findByLabelText('Role of Rick Rep');
    expect(select).toBeEnabled();
    await user.selectOptions(select, 'ADMIN');
    // Nothing is saved before the owner confirms.
    const dialog = await screen.findByRole('dialog', { name: 'Make Rick Rep Admin?' });
    expect(api.calls('PATCH', `/employees/${rep.id}`)).toHaveLength(0);
    expect(select).toHaveValue('REPRESENTATIVE');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Role changed')).toBeInTheDocument();
    expect(api.calls('PATCH', `/employees/${rep.id}`)[0]?.body).toEqual({ role: 'ADMIN' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the role when the owner cancels, and gives focus back to the select', async () => {
    setRole('OWNER');
    const { user, api } = renderEmployees();
    const select = await screen.findByLabelText('Role of Rick Rep');
    select.focus();
    // Arrowing through a closed select changes its value: that alone must not save a role.
    await user.selectOptions(select, 'OWNER');
    const dialog = await screen.findByRole('dialog', { name: 'Make Rick Rep Owner?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('PATCH', `/employees/${rep.id}`)).toHaveLength(0);
    expect(select).toHaveValue('REPRESENTATIVE');
    await waitFor(() => expect(select).toHaveFocus());
  });

  it('searches employees by name on the server', async () => {
    setRole('OWNER');
    const { user, api } = renderEmployees();
    await user.type(await screen.findByLabelText('Manager name'), 'rick');
    await waitFor(() =>
      expect(api.calls('GET', `/projects/${projectId}/employees`).some((call) => call.path.includes('user.name%5B%5D=rick'))).toBe(true),
    );
  });

  it('asks before deactivating and toasts the server’s refusal', async () => {
    setRole('OWNER');
    const { user } = renderEmployees({
      'PATCH /employees/': () => hydraError(409, 'The project must keep at least one active owner.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Olga Owner' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Olga Owner?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('The project must keep at least one active owner.')).toBeInTheDocument();
  });

  it('offers the only active owner no lower role, deactivation or removal, and says why', async () => {
    setRole('OWNER');
    const { user, api } = renderEmployees({
      [`GET /projects/${projectId}/employees?itemsPerPage=1&role`]: () => jsonResponse(hydraCollection([owner])),
    });
    const role = await screen.findByRole('combobox', { name: 'Role of Olga Owner' });
    await waitFor(() => expect(role).toBeDisabled());
    expect(role).toHaveAccessibleDescription("The project's only owner");
    expect(screen.getByRole('combobox', { name: 'Role of Rick Rep' })).toBeEnabled();
    expect(api.calls('GET', `/projects/${projectId}/employees?itemsPerPage=1&role%5B%5D=OWNER&status%5B%5D=active`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Actions for Olga Owner' }));
    expect(await screen.findByRole('menuitem', { name: 'Deactivate' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Remove' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText("The only owner can't be deactivated or removed")).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Schedule' })).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Actions for Rick Rep' }));
    expect(await screen.findByRole('menuitem', { name: 'Deactivate' })).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText("The only owner can't be deactivated or removed")).not.toBeInTheDocument();
  });

  it('removes an employee after confirmation', async () => {
    setRole('OWNER');
    const { user, api } = renderEmployees({ 'DELETE /employees/': () => noContent() });
    await user.click(await screen.findByRole('button', { name: 'Actions for Rick Rep' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Rick Rep from the project?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Employee removed')).toBeInTheDocument();
    expect(api.calls('DELETE', `/employees/${rep.id}`)).toHaveLength(1);
  });

  it('invites by e-mail and role; admins cannot offer the owner role', async () => {
    setRole('ADMIN');
    const { user, api } = renderEmployees({
      'POST /invitations': ({ body }) => jsonResponse({ ...invitation, ...(body as object) }, 201),
    });
    const role = await screen.findByLabelText('Role');
    expect(within(role).queryByRole('option', { name: 'Owner' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('required field')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.selectOptions(role, 'ADMIN');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invitation sent to sam@example.com')).toBeInTheDocument();
    expect(api.calls('POST', '/invitations')[0]?.body).toEqual({
      project: `/api/projects/${projectId}`,
      email: 'sam@example.com',
      role: 'ADMIN',
    });
  });

  it('shows a member’s e-mail violation under the invite field', async () => {
    setRole('OWNER');
    const { user } = renderEmployees({
      'POST /invitations': () =>
        hydraError(422, 'email: already a member', [{ propertyPath: 'email', message: 'already a member of this project' }]),
    });
    await user.type(await screen.findByLabelText('Email'), 'rick.rep@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('already a member of this project')).toBeInTheDocument();
  });

  it('resends and revokes pending invitations', async () => {
    setRole('OWNER');
    const { user, api } = renderEmployees({
      'PATCH /invitations/': () => jsonResponse(invitation),
      'DELETE /invitations/': () => noContent(),
    });
    await user.click(await screen.findByRole('button', { name: 'Resend the invitation to new@example.com' }));
    expect(await screen.findByText('Invitation sent again to new@example.com')).toBeInTheDocument();
    expect(api.calls('PATCH', `/invitations/${invitation.id}/resend`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Revoke the invitation to new@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the invitation to new@example.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Invitation revoked')).toBeInTheDocument();
    expect(api.calls('DELETE', `/invitations/${invitation.id}`)).toHaveLength(1);
  });

  it('changes a pending invitation’s role once confirmed, and shows a refusal', async () => {
    setRole('OWNER');
    let answer = (body: unknown) => jsonResponse({ ...invitation, ...(body as object) });
    const { user, api } = renderEmployees({ [`PATCH /invitations/${invitation.id}`]: ({ body }) => answer(body) });
    const select = await screen.findByLabelText('Role of the invitation to new@example.com');
    expect(select).toHaveValue('REPRESENTATIVE');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Representative', 'Admin', 'Owner']);

    await user.selectOptions(select, 'ADMIN');
    const dialog = await screen.findByRole('dialog', { name: 'Invite new@example.com as Admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('PATCH', `/invitations/${invitation.id}`)).toHaveLength(0);
    expect(select).toHaveValue('REPRESENTATIVE');

    await user.selectOptions(select, 'ADMIN');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Invitation role changed')).toBeInTheDocument();
    expect(api.calls('PATCH', `/invitations/${invitation.id}`)[0]?.body).toEqual({ role: 'ADMIN' });

    answer = () => hydraError(409, 'Only a pending invitation can be changed.');
    await user.selectOptions(select, 'OWNER');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Only a pending invitation can be changed.')).toBeInTheDocument();
  });

  it('offers an admin no owner role for an invitation, and locks an owner’s invitation', async () => {
    setRole('ADMIN');
    const ownerInvite = { ...invitation, id: 'inv-owner', '@id': '/api/invitations/inv-owner', email: 'boss@example.com', role: 'OWNER' };
    renderEmployees({ [`GET /projects/${projectId}/invitations`]: () => jsonResponse(hydraCollection([invitation, ownerInvite])) });
    const select = await screen.findByLabelText('Role of the invitation to new@example.com');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Representative', 'Admin']);
    expect(select).toBeEnabled();
    const locked = screen.getByLabelText('Role of the invitation to boss@example.com');
    expect(locked).toBeDisabled();
    expect(locked).toHaveValue('OWNER');
    expect(locked).toHaveAttribute('title', "Only an owner can change an owner's invitation");
  });
});
