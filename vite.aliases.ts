import { fileURLToPath } from 'node:url';

const contractDir = fileURLToPath(new URL('./contract', import.meta.url));

/**
 * The same aliases as tsconfig.json's paths, for Vite, Vitest and the server's bundler-free run.
 * `@contract/phone` reaches one file without the index, whose schemas would pull zod into a bundle.
 */
export const aliases = [
  { find: /^@contract$/, replacement: `${contractDir}/index.ts` },
  { find: /^@contract\/(.+)$/, replacement: `${contractDir}/$1` },
  { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
];
