import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Outcome = 'accepted' | 'dismissed';

/** What Chrome fires when the app meets the install criteria. */
function installEvent(outcome: Outcome) {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

// The prompt is kept in module state from import time on, as in the app: each test gets a fresh module.
async function renderInstallButton() {
  vi.resetModules();
  const { InstallButton } = await import('./install-button');
  render(<InstallButton />);
}

describe('InstallButton', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('is not offered before Chrome says the app can be installed', async () => {
    await renderInstallButton();
    expect(screen.queryByRole('button', { name: 'Апп суулгах' })).not.toBeInTheDocument();
  });

  it('keeps the install event instead of Chrome’s infobar and opens the dialog from the button', async () => {
    await renderInstallButton();
    const { event, prompt } = installEvent('accepted');
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Апп суулгах' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Апп суулгах' })).not.toBeInTheDocument());
  });

  it('disappears once the app is installed', async () => {
    await renderInstallButton();
    act(() => {
      window.dispatchEvent(installEvent('dismissed').event);
    });
    expect(screen.getByRole('button', { name: 'Апп суулгах' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Апп суулгах' })).not.toBeInTheDocument();
  });

  it('can be closed for this visit', async () => {
    await renderInstallButton();
    act(() => {
      window.dispatchEvent(installEvent('dismissed').event);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Хаах' }));
    expect(screen.queryByRole('button', { name: 'Апп суулгах' })).not.toBeInTheDocument();
  });

  it('is never offered inside the installed app', async () => {
    window.matchMedia = vi.fn((query: string) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList);
    await renderInstallButton();
    act(() => {
      window.dispatchEvent(installEvent('dismissed').event);
    });
    expect(screen.queryByRole('button', { name: 'Апп суулгах' })).not.toBeInTheDocument();
  });
});
