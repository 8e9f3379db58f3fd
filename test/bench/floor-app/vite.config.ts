import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The floor app (./main.tsx), built like the PWA: production React, npm code in one `framework` chunk. */
export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  plugins: [react()],
  build: {
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'framework', test: /node_modules[\\/]/ }] } },
    },
  },
});
