import type * as ReactHotToast from 'react-hot-toast';
import type { ToastOptions } from 'react-hot-toast';

type ToastModule = typeof ReactHotToast;

let toastModule: Promise<ToastModule> | null = null;
let requested: () => void = () => undefined;
const firstRequest = new Promise<void>((resolve) => {
  requested = resolve;
});

/** Resolves when something first asks for the toast module (a toast is raised, or the Toaster mounts). */
export function whenToastRequested(): Promise<void> {
  return firstRequest;
}

/**
 * react-hot-toast is loaded after the first paint (it is not needed to draw any screen); toasts
 * raised before it arrives are shown as soon as it has. Use this, not the package, in app code.
 */
export function loadToastModule(): Promise<ToastModule> {
  requested();
  toastModule ??= import('react-hot-toast');
  return toastModule;
}

function show(kind: 'error' | 'success', message: string, options?: ToastOptions): void {
  void loadToastModule().then(({ toast }) => toast[kind](message, options));
}

export const notify = {
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  /** Takes every toast off the screen: an earlier error must not stay beside a later success. */
  dismissAll: () => void loadToastModule().then(({ toast }) => toast.dismiss()),
};

/** An `onSuccess` that says what was done and then closes the dialog it was done in. */
export const succeedAndClose = (message: string, close: () => void) => () => {
  notify.success(message);
  close();
};
