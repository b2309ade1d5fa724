import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-routes';
import { HEADING_WAIT_MS, useFocusAfterNavigation } from './use-focus-after-navigation';

function Layout() {
  useFocusAfterNavigation();
  return (
    <>
      <nav>
        <Link to="/list">List</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** A form whose submit leads to another page, taking its button away with it. */
function Form() {
  const navigate = useNavigate();
  return (
    <>
      <h1>New board</h1>
      <button type="button" onClick={() => navigate('/list')}>
        Save
      </button>
      <button type="button" onClick={() => navigate('/slow')}>
        Save and open
      </button>
      <button type="button" onClick={() => navigate('/swap')}>
        Save and see the pulse
      </button>
      <button type="button" onClick={() => navigate('/field')}>
        Save and edit
      </button>
      <button type="button" onClick={() => navigate('/bare')}>
        Save and leave
      </button>
    </>
  );
}

/** A page that shows a loading frame with its own heading, then the page with another. */
function Swapping() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1 key="page">Pulse</h1> : <h1 key="loading">Loading pulse</h1>;
}

/** A page whose heading comes with its data. */
function Slow() {
  const [loaded, setLoaded] = useState(false);
  return loaded ? <h1>Weekly calls</h1> : <button onClick={() => setLoaded(true)}>Load</button>;
}

/** Outside the layout, as the sign-in page is. */
function SignIn() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/list', { replace: true })}>
      Enter
    </button>
  );
}

function renderApp(start = '/form') {
  return renderRoutes(
    [
      { path: '/login', element: <SignIn /> },
      {
        element: <Layout />,
        children: [
          { path: '/form', element: <Form /> },
          { path: '/list', element: <h1>Boards</h1> },
          { path: '/slow', element: <Slow /> },
          { path: '/bare', element: <p>No heading here</p> },
          { path: '/swap', element: <Swapping /> },
          {
            path: '/field',
            element: (
              <>
                <h1>Edit board</h1>
                <input aria-label="Name" autoFocus />
              </>
            ),
          },
        ],
      },
    ],
    [start],
  );
}

describe('useFocusAfterNavigation', () => {
  afterEach(() => vi.useRealTimers());

  it('leaves the first page of a visit alone', () => {
    renderApp();
    expect(document.activeElement).toBe(document.body);
  });

  it("focuses the new page's heading when the element that had focus went away with the old page", async () => {
    const { user } = renderApp();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const heading = await screen.findByRole('heading', { name: 'Boards' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it("focuses the heading of the layout's first page when the app led there (signing in)", async () => {
    const { user } = renderApp('/login');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    const heading = await screen.findByRole('heading', { name: 'Boards' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('keeps focus on a link that is still there (a sidebar link)', async () => {
    const { user } = renderApp();
    await user.click(screen.getByRole('link', { name: 'List' }));
    await screen.findByRole('heading', { name: 'Boards' });
    expect(screen.getByRole('link', { name: 'List' })).toHaveFocus();
  });

  it('waits for a heading that comes later', async () => {
    const { user } = renderApp();
    await user.click(screen.getByRole('button', { name: 'Save and open' }));
    const load = await screen.findByRole('button', { name: 'Load' });
    expect(load).not.toHaveFocus();
    act(() => load.click());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Weekly calls' })).toHaveFocus());
  });

  it('leaves focus where the new page placed it (an autofocused field)', async () => {
    const { user } = renderApp();
    await user.click(screen.getByRole('button', { name: 'Save and edit' }));
    const field = await screen.findByRole('textbox', { name: 'Name' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field).toHaveFocus();
  });

  it('follows a heading that the page swaps for another once loaded', async () => {
    const { user } = renderApp();
    await user.click(screen.getByRole('button', { name: 'Save and see the pulse' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Loading pulse' })).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Pulse' })).toHaveFocus());
  });

  it('focuses the main region when no heading comes in time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderApp();
    await user.click(screen.getByRole('button', { name: 'Save and leave' }));
    await screen.findByText('No heading here');
    expect(screen.getByRole('main')).not.toHaveFocus();
    act(() => vi.advanceTimersByTime(HEADING_WAIT_MS));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
