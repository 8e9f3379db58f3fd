import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mswServer } from '../pwa/msw-server';

// jsdom has no layout: the router's scroll restoration calls scrollTo, which jsdom only logs as missing.
window.scrollTo = () => undefined;

// Strict msw, as bulletproof-react does it: a request no handler expects fails the test.
beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  mswServer.resetHandlers();
  localStorage.clear();
});
afterAll(() => mswServer.close());
