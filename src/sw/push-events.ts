/// <reference lib="webworker" />

/*
 * Web Push in the service worker: a push from the server (already decrypted by the browser) is
 * shown as a notification; a click on it brings the app to the parcel's page. The message shape is
 * contract/push.ts's PushMessage, checked here field by field because the worker cannot trust it.
 */

const ICON = '/icons/icon-192.png';
// White on transparency: Android paints the badge from its alpha alone (test/tools/render-icons.ts).
const BADGE = '/icons/badge-96.png';
const FALLBACK = { title: 'Ачаа', body: 'Ачааны мэдээлэл шинэчлэгдлээ', url: '/', tag: 'achaa' };

type ShownMessage = typeof FALLBACK;

function readMessage(data: PushMessageData | null): ShownMessage {
  let parsed: unknown;
  try {
    parsed = data?.json();
  } catch {
    return FALLBACK;
  }
  const field = (name: keyof ShownMessage) => {
    const value = (parsed as Record<string, unknown> | null)?.[name];
    return typeof value === 'string' && value !== '' ? value : FALLBACK[name];
  };
  // Only a path of this app is ever opened, whatever the message says.
  const url = field('url');
  return { title: field('title'), body: field('body'), tag: field('tag'), url: isAppPath(url) ? url : '/' };
}

/**
 * Takes a window of the app already open to the page and focuses it, else opens one. Navigating
 * comes first: focusing may be refused (it needs the click's user activation) and must not keep
 * the page from changing.
 */
async function openApp(self: ServiceWorkerGlobalScope, path: string): Promise<void> {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open =
    windows.find((client) => client.url === target) ?? windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(target);
    return;
  }
  const shown = open.url === target ? open : ((await open.navigate(target)) ?? open);
  await shown.focus().catch(() => undefined);
}

const isAppPath = (url: unknown): url is string => typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');

export function listenForPush(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('push', (event) => {
    const message = readMessage(event.data);
    // The tag is per parcel: a newer status replaces the older notification instead of piling up.
    event.waitUntil(
      self.registration.showNotification(message.title, {
        body: message.body,
        icon: ICON,
        badge: BADGE,
        tag: message.tag,
        data: { url: message.url },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url: unknown = (event.notification.data as { url?: unknown } | null)?.url;
    event.waitUntil(openApp(self, isAppPath(url) ? url : '/'));
  });
}
