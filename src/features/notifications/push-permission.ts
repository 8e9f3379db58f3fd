import type { Locale } from '@/i18n/i18n';
import { deletePushSubscription } from '@/data/push/delete-push-subscription';
import { getPushKey } from '@/data/push/get-push-key';
import { savePushSubscription } from '@/data/push/save-push-subscription';

/** What the switch can do here: nothing where push is missing (iOS Safari outside the installed app). */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Reads the state without asking anything (the page never asks for permission on its own). */
export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/**
 * Called only from the switch: asks for permission, subscribes this browser with the server's key
 * and hands the subscription to the server (again each time: the server keeps one row per endpoint).
 */
export async function turnPushOn(language: Locale): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: await getPushKey() }));
  const { endpoint, keys } = subscription.toJSON();
  await savePushSubscription({ endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' }, language });
  return 'on';
}

export async function turnPushOff(): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await deletePushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}
