import { installLimitMessages } from '@salespulse/contract/limit-messages';
import { initTheme } from '@/shared/stores/theme-store';
import 'react-toastify/ReactToastify.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { AppErrorBoundary } from '@/features/errors/app-error-boundary';

// Form and server violations name a limit in words (packages/contract/src/limit-messages.ts).
installLimitMessages();
// Before anything renders; public/theme-init.js normally did this already, before the first paint.
initTheme();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </AppErrorBoundary>
  </StrictMode>,
);
