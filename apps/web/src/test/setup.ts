import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { installLimitMessages } from '@salespulse/contract/limit-messages';
import { afterEach, beforeAll } from 'vitest';
import { loadCatalogue } from '@/shared/i18n/catalogue';

// findBy… waits up to 3 s, not 1: `npm test` runs the server suites beside these on two cores, and a
// router test once missed the default second while they loaded the machine.
configure({ asyncUtilTimeout: 3000 });

// As main.tsx does: limits in words.
installLimitMessages();

// Components render synchronously in tests: every namespace is there from the start.
beforeAll(() => loadCatalogue());

afterEach(() => {
  cleanup();
  localStorage.clear();
});
