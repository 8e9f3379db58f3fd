import { createStore } from '@/lib/create-store';

const loginDialog = createStore(false);

/** Every Login button calls this; the accounts feature renders the modal from `useLoginDialogOpen`. */
export function openLoginDialog(): void {
  loginDialog.set(true);
}

export function closeLoginDialog(): void {
  loginDialog.set(false);
}

export const isLoginDialogOpen = loginDialog.get;
export const useLoginDialogOpen = loginDialog.use;
