import { createStore } from '@/lib/create-store';

const loginDialog = createStore(false);

/** Where the visitor was going when a signed-in screen asked them to log in. */
let destination: string | null = null;

/** Every Login button calls this; the accounts feature renders the modal from `useLoginDialogOpen`. */
export function openLoginDialog(): void {
  destination = null;
  loginDialog.set(true);
}

/** A guarded screen asks for a login with its own address, so the login leads back to it instead of home. */
export function openLoginDialogFor(returnTo: string): void {
  openLoginDialog();
  destination = returnTo;
}

/** The address a login should lead to (once), or null to stay where the visitor is. */
export function takeLoginDestination(): string | null {
  const next = destination;
  destination = null;
  return next;
}

export function closeLoginDialog(): void {
  loginDialog.set(false);
}

export const isLoginDialogOpen = loginDialog.get;
export const useLoginDialogOpen = loginDialog.use;
