import type { User } from '@salespulse/contract/users';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { renderScreen } from '@/test/render-screen';
import { LeadEmailCard } from './lead-email-card';

const user: User = {
  '@id': '/api/users/u1',
  '@type': 'User',
  id: 'u1',
  name: 'Rita',
  email: 'rita@example.com',
  notifyLeadEmail: false,
  createdAt: '',
};

describe('lead e-mail preference', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves the choice as soon as it is ticked', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = fakeApi({ 'PATCH /users/u1': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderScreen(<LeadEmailCard user={user} />);
    const box = screen.getByRole('checkbox', { name: 'E-mail me when a lead is assigned to me' });
    expect(box).not.toBeChecked();
    // Ticked in the click's own render (a real browser may look before any timer runs), and while
    // the answer is awaited: the box does not snap back to the saved value meanwhile.
    fireEvent.click(box);
    expect(box).toBeChecked();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(box).toBeChecked();
    answer(jsonResponse({ ...user, notifyLeadEmail: true }));
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    expect(api.calls('PATCH', '/users/u1')[0]?.body).toEqual({ notifyLeadEmail: true });
  });

  it('stays ticked after the save until the user it was given arrives, without flashing back', async () => {
    fakeApi({ 'PATCH /users/u1': () => jsonResponse({ ...user, notifyLeadEmail: true }) });
    // The card's user changes only when the test says: the saved answer has not reached it yet.
    let show: (next: User) => void = () => undefined;
    function Card() {
      const [shown, setShown] = useState(user);
      show = setShown;
      return <LeadEmailCard user={shown} />;
    }
    renderScreen(<Card />);
    const box = screen.getByRole('checkbox', { name: 'E-mail me when a lead is assigned to me' });
    fireEvent.click(box);
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
    act(() => show({ ...user, notifyLeadEmail: true }));
    expect(box).toBeChecked();
    // A change made elsewhere later (another tab) shows: the choice no longer covers it.
    act(() => show({ ...user, notifyLeadEmail: false }));
    expect(box).not.toBeChecked();
  });

  it('tells a failure and keeps the saved value', async () => {
    fakeApi({ 'PATCH /users/u1': () => hydraErrorResponse(500, 'boom') });
    const { user: actor } = renderScreen(<LeadEmailCard user={{ ...user, notifyLeadEmail: true }} />);
    const box = screen.getByRole('checkbox', { name: 'E-mail me when a lead is assigned to me' });
    await actor.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
