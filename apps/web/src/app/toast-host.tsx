import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@salespulse/contract/constants';
import { lazy, Suspense, useState } from 'react';
import { useMatch } from 'react-router';
import { paths } from '@/shared/routes/paths';

const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

/**
 * The login page raises no toasts (its errors stand above the form), so the toast library loads
 * only once the user is past it: the login page stays inside its JavaScript budget. A toast raised
 * before the container exists is queued by react-toastify and shown when it mounts.
 */
export function ToastHost() {
  const onLogin = useMatch(paths.login) !== null;
  // Once mounted it stays, even back on the login page (React's "state from previous renders").
  const [needed, setNeeded] = useState(!onLogin);
  if (!needed && !onLogin) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={TOAST_LIMIT} theme="light" />
    </Suspense>
  );
}
