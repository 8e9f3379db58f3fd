import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { aliases } from './vite.aliases';

/** The PWA build. The router plugin must run before react so it can split route files first. */
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
  ],
  resolve: { alias: aliases },
  server: {
    // The API runs beside Vite in development (`npm run dev:server`); same origin keeps cookies simple.
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
});
