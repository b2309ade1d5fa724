import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadCatalogue } from '@/shared/i18n/catalogue';

// Components render synchronously in tests: every namespace is there from the start.
beforeAll(() => loadCatalogue());

afterEach(() => {
  cleanup();
  localStorage.clear();
});
