import { createStore } from '@/lib/create-store';

/** Activates the waiting service worker and reloads into the new version. */
export type ApplyUpdate = () => void;

const waitingUpdate = createStore<ApplyUpdate | null>(null);

/** The service worker bridge offers a waiting version here; the update toast reads it. */
export const offerUpdate = waitingUpdate.set;
/** The way to switch to the waiting version, or null while the running one is the newest. */
export const useWaitingUpdate = waitingUpdate.use;
