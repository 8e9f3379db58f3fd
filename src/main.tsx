import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles/global.css';
import { App } from '@/app/app';
import { initLocale } from '@/i18n/i18n';
import { ensureOrganization } from '@/lib/initial-state';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Without the server's injected block (Vite dev server) the organisation comes from the API;
// screens that need it wait for the same promise, so a failure here is theirs to show.
ensureOrganization().catch(() => undefined);

void initLocale().finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
