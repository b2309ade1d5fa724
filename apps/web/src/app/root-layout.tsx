import { Outlet, useNavigation } from 'react-router';
import { ToastHost } from './toast-host';

/** Route modules load lazily; a thin bar tells the user a navigation is on its way. */
function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  if (!busy) return null;
  return (
    <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-modal h-0.5 overflow-hidden">
      <div className="h-full w-2/5 animate-progress bg-accent" />
    </div>
  );
}

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ToastHost />
    </>
  );
}
