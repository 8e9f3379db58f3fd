import { setupServer } from 'msw/node';

/** One msw server for every component test; each test adds the handlers it needs with `mswServer.use`. */
export const mswServer = setupServer();
