import { Link, Outlet } from 'react-router';
import { useAuthStore } from '@/shared/stores/auth-store';
import { Logo } from '@/shared/ui/logo';
import { useFocusAfterNavigation } from './use-focus-after-navigation';
import { UserMenu } from './user-menu';

/** Pages outside a project (project choice, invitation): a slim bar and centred content. */
export default function StandaloneLayout() {
  const signedIn = useAuthStore((state) => state.token !== null);
  useFocusAfterNavigation();
  return (
    <div className="flex min-h-dvh flex-col bg-basic-bg">
      <header className="flex h-16 shrink-0 items-center justify-between border-b border-basic-border bg-basic-surface px-6 sm:px-3">
        <Link to="/" className="rounded-md">
          <Logo />
        </Link>
        {signedIn ? <UserMenu /> : null}
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col">
        <Outlet />
      </main>
    </div>
  );
}
