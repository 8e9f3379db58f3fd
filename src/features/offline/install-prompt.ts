import { createStore } from '@/lib/create-store';

/** Chromium's install event; not in TypeScript's DOM library. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

type InstallState = { prompt: BeforeInstallPromptEvent | null; installed: boolean };

function runsInstalled(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}

const installState = createStore<InstallState>({ prompt: null, installed: false });

export const useInstallState = installState.use;

/** Shows Chrome's install dialog; the kept event works once, so it is dropped whatever the answer. */
export async function promptInstall(): Promise<void> {
  const { prompt } = installState.get();
  if (!prompt) return;
  installState.set({ prompt: null, installed: false });
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  if (outcome === 'accepted') installState.set({ prompt: null, installed: true });
}

/**
 * Keeps Chrome's `beforeinstallprompt` for our own "Апп суулгах" button (instead of its mini
 * infobar) and notices when the app is installed or already runs installed.
 */
function listenForInstallPrompt(): void {
  installState.set({ prompt: null, installed: runsInstalled() });
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    if (!installState.get().installed) installState.set({ prompt: event as BeforeInstallPromptEvent, installed: false });
  });
  window.addEventListener('appinstalled', () => installState.set({ prompt: null, installed: true }));
}

// At import, before the first render: Chrome may fire the event as soon as the page has loaded.
if (typeof window !== 'undefined') listenForInstallPrompt();
