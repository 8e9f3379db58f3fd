import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from './support/accounts';
import { VIEWPORTS, waitForTheAppOnLoad } from './support/browser';
import { launchBrowser } from './support/chromium';
import { logIn, reportFailures } from './support/page';
import { startPushServer } from './support/push-server';
import { StaffApi } from './support/staff-api';

/*
 * Notifications end to end at 375 px: the customer turns the "Мэдэгдэл" switch on (permission
 * granted by the test), staff move a parcel, the server's worker sends the real encrypted request
 * to the fake push service, which decrypts to the Mongolian text; the service worker shows it and
 * its click opens /track/{code}.
 *
 * Headless Chromium has no push service to reach here (no outside network: FCM never answers), so
 * `pushManager.subscribe` is the one browser part replaced: it answers a subscription the fake push
 * service made, and the app's own switch code saves it through the API. The decrypted message then
 * reaches the real service worker as a real push event (DevTools' ServiceWorker.deliverPushMessage),
 * and its `notificationclick` is dispatched in the worker, since a headless notification cannot be
 * clicked.
 */

const PARCEL = 'YT7512345678901'; // the demo customer's REGISTERED parcel
const phone = VIEWPORTS[0];
let browser: Browser;
let push: Awaited<ReturnType<typeof startPushServer>>;

beforeAll(async () => {
  push = await startPushServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await push?.stop();
});

it('a status change reaches the phone as a notification that opens the parcel', async () => {
  const { server, fake } = push;
  const subscription = fake.subscription();
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: phone.width, height: phone.height },
    isMobile: true,
    hasTouch: true,
    locale: 'mn-MN',
  });
  await context.grantPermissions(['notifications'], { origin: server.baseUrl });
  await context.addInitScript(
    ({ endpoint, keys }) => {
      let subscribed: unknown = null;
      const stub = {
        endpoint,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          subscribed = null;
          return true;
        },
      };
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        // The app must hand over the server's VAPID key, as a real push service needs it.
        (window as unknown as { usedServerKey: unknown }).usedServerKey = options?.applicationServerKey;
        subscribed = stub;
        return stub as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => subscribed as PushSubscription | null;
    },
    { endpoint: subscription.endpoint, keys: subscription.keys },
  );
  const page = await context.newPage();
  waitForTheAppOnLoad(page);
  reportFailures(page, 'push-failed-375');

  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await (await logIn(page, DEMO_CUSTOMER)).waitFor({ state: 'hidden' });
  await page.goto('/profile/mobile');
  const toggle = page.getByRole('switch', { name: 'Ачааны төлөв өөрчлөгдөхөд мэдэгдэл авах' });
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
  await page.getByText('Асаалттай: энэ төхөөрөмж мэдэгдэл авна.').waitFor();
  const serverKey = ((await (await fetch(`${server.baseUrl}/api/push/key`)).json()) as { publicKey: string }).publicKey;
  expect(await page.evaluate(() => (window as unknown as { usedServerKey: unknown }).usedServerKey)).toBe(serverKey);
  await page.screenshot({ path: 'test-results/push-switch-375.png', fullPage: true });

  // Staff move the parcel; the server's worker (polling every second) sends it.
  const staff = await StaffApi.signIn(server.baseUrl);
  await staff.updateParcel(PARCEL, { status: 'RECEIVED' });
  const [received] = await fake.waitFor(1, subscription.id);
  const message = subscription.decrypt(received!.body);
  expect(JSON.parse(message)).toEqual({
    title: 'Ачааны төлөв шинэчлэгдлээ',
    body: `${PARCEL}: Эрээний агуулахад ирсэн`,
    url: `/track/${PARCEL}`,
    tag: `parcel-${PARCEL}`,
  });

  // The browser's side: the decrypted message as a real push event in the app's service worker.
  const devtools = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const active = registrations.find((registration) => !registration.isDeleted && registration.scopeURL.startsWith(server.baseUrl));
      if (active) resolve(active.registrationId);
    });
  });
  await devtools.send('ServiceWorker.enable');
  const workerErrors: string[] = [];
  devtools.on('ServiceWorker.workerErrorReported', ({ errorMessage }) => workerErrors.push(errorMessage.errorMessage));
  const shown = async () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
        icon: notification.icon,
        badge: notification.badge,
      })),
    );
  /*
   * DevTools hands the message to the worker once and says nothing when that fails: under a loaded
   * machine (the CI run beside the server suites) one delivery never reached the worker. A real
   * push service redelivers what the browser did not take, so this does too, at most three times;
   * the notification's tag is per parcel, so a second delivery replaces rather than adds one.
   */
  const delivered = async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await devtools.send('ServiceWorker.deliverPushMessage', {
        origin: server.baseUrl,
        registrationId: await registrationId,
        data: message,
      });
      const appeared = await expect
        .poll(async () => (await shown()).length, { timeout: 5_000 })
        .toBe(1)
        .then(() => true)
        .catch(() => false);
      if (appeared) return attempt;
    }
    return 0;
  };
  expect(await delivered(), `no notification after three deliveries; worker errors: ${workerErrors.join(' | ') || 'none'}`).toBeGreaterThan(
    0,
  );
  const [notification] = await shown();
  expect(notification).toMatchObject({
    title: 'Ачааны төлөв шинэчлэгдлээ',
    body: `${PARCEL}: Эрээний агуулахад ирсэн`,
    tag: `parcel-${PARCEL}`,
  });
  expect(notification!.icon).toMatch(/\/icons\/icon-192\.png$/);
  // The badge is a silhouette: every pixel white or see-through, or Android shows a white square.
  expect(notification!.badge).toMatch(/\/icons\/badge-96\.png$/);
  const badgePixels = await page.evaluate(async (url) => {
    const bitmap = await createImageBitmap(await (await fetch(url)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const drawing = canvas.getContext('2d')!;
    drawing.drawImage(bitmap, 0, 0);
    const { data } = drawing.getImageData(0, 0, bitmap.width, bitmap.height);
    let coloured = 0;
    let opaque = 0;
    for (let index = 0; index < data.length; index += 4) {
      if (data[index + 3]! > 0 && Math.min(data[index]!, data[index + 1]!, data[index + 2]!) < 250) coloured += 1;
      if (data[index + 3] === 255) opaque += 1;
    }
    return { width: bitmap.width, coloured, opaque };
  }, notification!.badge);
  expect(badgePixels.width).toBe(96);
  expect(badgePixels.coloured).toBe(0);
  expect(badgePixels.opaque).toBeGreaterThan(96 * 96 * 0.2);

  const [worker] = context.serviceWorkers();
  await worker!.evaluate(async () => {
    // Types of the worker's scope, which this (DOM-typed) file does not load.
    type WorkerScope = { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
    type NotificationEventClass = new (type: string, init: { notification: Notification }) => Event;
    const scope = self as unknown as WorkerScope;
    const NotificationClick = (self as unknown as { NotificationEvent: NotificationEventClass }).NotificationEvent;
    const [shownNotification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new NotificationClick('notificationclick', { notification: shownNotification! }));
  });
  await page.waitForURL(`**/track/${PARCEL}`);

  // Logging out ends the session the server kept the subscription under, and the browser drops its
  // own: the next person on this phone finds the switch off, not "on" with nothing arriving.
  await page.goto('/profile');
  await page.getByRole('navigation', { name: 'Профайлын цэс' }).getByRole('button', { name: 'Гарах' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const browserSubscribed = () => page.evaluate(async () => !!(await (await navigator.serviceWorker.ready).pushManager.getSubscription()));
  await expect.poll(browserSubscribed).toBe(false);
  await (await logIn(page, DEMO_CUSTOMER)).waitFor({ state: 'hidden' });
  await page.goto('/profile/mobile');
  await page.getByText('Унтраалттай. Асаахад хөтөч зөвшөөрөл асууна.').waitFor();
  expect(await toggle.getAttribute('aria-checked')).toBe('false');
  await context.close();
});
