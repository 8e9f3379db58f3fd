import type { Locale } from '@/i18n/i18n';
import { deletePushSubscription } from '@/data/push/delete-push-subscription';
import { getPushKey } from '@/data/push/get-push-key';
import {
  browserPushSubscription,
  dropBrowserPushSubscription,
  pushSupported,
  saveBrowserPushSubscription,
  syncBrowserPushSubscription,
} from '@/data/push/browser-push-subscription';

/**
 * What the switch can do here: nothing where push is missing (iOS Safari outside the installed app,
 * some private windows), where notifications are denied (Chrome's incognito denies them from the start),
 * or where the browser refused to subscribe once asked ('unavailable': Firefox's private window).
 */
export type PushState = 'unsupported' | 'denied' | 'unavailable' | 'off' | 'on';

/**
 * Reads the state without asking anything (the page never asks for permission on its own). "On"
 * only when the server has this browser's subscription for `userId` again, not merely the browser.
 */
export async function readPushState(userId: number): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await syncBrowserPushSubscription(userId)) ? 'on' : 'off';
}

/**
 * Called only from the switch: asks for permission, subscribes this browser with the server's key
 * and hands the subscription to the server.
 */
export async function turnPushOn(userId: number, language: Locale): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const applicationServerKey = await getPushKey();
  const registration = await navigator.serviceWorker.ready;
  let subscription: PushSubscription;
  try {
    subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }));
  } catch {
    // The browser itself refused (no push service in this window): trying again would change nothing.
    return 'unavailable';
  }
  await saveBrowserPushSubscription(subscription, userId, language);
  return 'on';
}

export async function turnPushOff(): Promise<PushState> {
  const subscription = await browserPushSubscription();
  if (subscription) await deletePushSubscription(subscription.endpoint);
  await dropBrowserPushSubscription();
  return 'off';
}
