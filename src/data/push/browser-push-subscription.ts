import { customerLocale, readStoredLocale, type Locale } from '@/i18n/i18n';
import { createPersistedStore } from '@/lib/persisted-store';
import { savePushSubscription } from './save-push-subscription';

/**
 * The server keeps a push subscription only as long as the session that saved it (logout, a
 * password change or a new login end it), while the browser keeps its PushSubscription until told
 * otherwise. Without this file the switch would read "on" from the browser while the server sends
 * nothing. The account that turned notifications on is remembered here, so its next session takes
 * the subscription over, and anyone else's drops it (a shared phone never gets another's parcels).
 */
const pushOwner = createPersistedStore<number | null>({
  key: 'push-owner',
  read: (stored) => (typeof stored === 'number' && Number.isInteger(stored) ? stored : null),
  empty: null,
});

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export async function browserPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Hands this browser's subscription to the server under the current session (idempotent: one row per endpoint). */
export async function saveBrowserPushSubscription(
  subscription: PushSubscription,
  ownerId: number,
  language: Locale = readStoredLocale(),
): Promise<void> {
  const { endpoint, keys } = subscription.toJSON();
  await savePushSubscription({
    endpoint: endpoint ?? '',
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    language: customerLocale(language),
  });
  pushOwner.set(ownerId);
}

/** Logout, or notifications switched off: the browser stops listening and forgets whose it was. */
export async function dropBrowserPushSubscription(): Promise<void> {
  pushOwner.clear();
  await (await browserPushSubscription())?.unsubscribe();
}

/**
 * At login and whenever the switch is read: is this browser subscribed for `userId`? A
 * subscription of that account is saved again (the new session takes it over); one of another
 * account, or of nobody known, is dropped. Offline, the save fails and the answer stays true: the
 * next read saves it.
 */
export async function syncBrowserPushSubscription(userId: number): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== 'granted') return false;
  const subscription = await browserPushSubscription();
  if (!subscription) return false;
  if (pushOwner.get() !== userId) {
    await dropBrowserPushSubscription();
    return false;
  }
  await saveBrowserPushSubscription(subscription, userId).catch(() => undefined);
  return true;
}
