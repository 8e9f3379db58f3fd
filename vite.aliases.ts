import { fileURLToPath } from 'node:url';

const folder = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The same aliases as tsconfig.json's paths, for Vite and Vitest (the server's tsx run reads tsconfig
 * itself). `@contract` alone is the index; `@contract/…` one module of it, for zod-free imports.
 */
export const aliases = [
  { find: /^@contract$/, replacement: folder('./contract/index.ts') },
  { find: /^@contract\//, replacement: folder('./contract/') },
  { find: /^@test\//, replacement: folder('./test/') },
  { find: /^@\//, replacement: folder('./src/') },
];
