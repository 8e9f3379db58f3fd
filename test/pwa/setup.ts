import '@testing-library/jest-dom/vitest';
// The intake station's offline queue lives in IndexedDB, which jsdom lacks.
import 'fake-indexeddb/auto';
import { act, cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadToastModule } from '@/lib/toast';
import { mswServer } from './msw-server';
import { installMatchMedia, setViewportWidth } from './viewport';

// jsdom has no layout: the router's scroll restoration calls scrollTo, which jsdom only logs as missing.
window.scrollTo = () => undefined;
installMatchMedia();

// Two shared cores run several suites at once: a second is too tight for a lazy chunk plus a request.
configure({ asyncUtilTimeout: 4000 });

// Strict msw, as bulletproof-react does it: a request no handler expects fails the test.
beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  mswServer.resetHandlers();
  localStorage.clear();
  setViewportWidth(1280);
  // Toasts live in a module-level store; one test's toasts must not leak into the next.
  const { toast } = await loadToastModule();
  act(() => toast.remove());
});
afterAll(() => mswServer.close());
