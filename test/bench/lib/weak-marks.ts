/** The demo customer's phone, whose parcels the demo data holds. */
export const EARLY_SEARCH_PHONE = '99112233';

/** What a visit does: only watch (paint, usable), or also type and tap Хайх the moment the field is painted. */
export type VisitMode = 'watch' | 'tap';

/** Our search box's field, which the app renders and listens to. */
export const SEARCH_FIELD_SELECTOR = '#parcel-search input[name=phone]';

/**
 * In the page, before any of its scripts: `window.__searchUsable` resolves with the moment the parcel
 * search's field is usable by the app, i.e. present with React's props attached (the app has rendered
 * it and listens to it), checked each frame (`usableSelector` names another element, the floor
 * app's link: ./floor-app.ts); `window.__firstPaint` with the first-contentful-paint
 * time; in 'tap' mode `window.__earlyAnswer` with the moment the answer to a search typed and
 * submitted in the first frame that shows the field is on screen (the results dialog). The bench
 * only reads them once the page has loaded: polling from outside (Playwright's waitForFunction)
 * runs its own script in the page, which on the slowed CPU delayed the very moment it waited for.
 *
 * The tap may load another page (the browser's own submit, which the server answers): the
 * first page keeps its time origin in sessionStorage, and the page of the answer (its address
 * carries the phone) says when its dialog showed, from that first page's navigation start.
 */
export function marksScript(mode: VisitMode, usableSelector = SEARCH_FIELD_SELECTOR): string {
  return `(() => {
  const eachFrame = (check) => new Promise((resolve) => {
    const step = () => {
      const moment = check();
      if (moment !== undefined) resolve(moment);
      else requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
  const field = () => document.querySelector(${JSON.stringify(SEARCH_FIELD_SELECTOR)});
  const usable = () => document.querySelector(${JSON.stringify(usableSelector)});
  const dialogShown = () => (document.querySelector('dialog[open]') ? performance.now() : undefined);
  window.__firstPaint = new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      const paint = list.getEntriesByName('first-contentful-paint')[0];
      if (paint) {
        observer.disconnect();
        resolve(paint.startTime);
      }
    }).observe({ type: 'paint', buffered: true });
  });
  window.__searchUsable = eachFrame(() => {
    const input = usable();
    if (input && Object.keys(input).some((key) => key.startsWith('__reactProps'))) return performance.now();
  });
  const tappedAt = Number(sessionStorage.getItem('bench-tapped-origin'));
  if (new URLSearchParams(location.search).has('phone') && tappedAt) {
    // The page the tap loaded: from the first page's navigation start.
    window.__earlyAnswer = eachFrame(dialogShown).then((moment) => performance.timeOrigin + moment - tappedAt);
  } else if (${JSON.stringify(mode)} === 'tap') {
    window.__earlyAnswer = eachFrame(() => {
      const input = field();
      if (!input) return;
      sessionStorage.setItem('bench-tapped-origin', String(performance.timeOrigin));
      window.__tappedBeforeApp = !Object.keys(input).some((key) => key.startsWith('__reactProps'));
      input.value = '${EARLY_SEARCH_PHONE}';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.form.requestSubmit(input.form.querySelector('button[type=submit]'));
      return true;
    }).then(() => eachFrame(dialogShown));
  }
})();`;
}

/**
 * Before the page's scripts: the early-input guard sees a service worker in charge (it holds a
 * search for the app) or none (it lets the browser's own submit go), whatever the truth, so the
 * bench can time both ways at the same moment. No worker is registered while it pretends.
 */
export function pretendServiceWorker(controlled: boolean): string {
  return `(() => {
  const controller = ${controlled ? '{ postMessage: () => undefined }' : 'null'};
  Object.defineProperty(ServiceWorkerContainer.prototype, 'controller', { get: () => controller });
  ${controlled ? 'ServiceWorkerContainer.prototype.register = () => new Promise(() => undefined);' : ''}
})();`;
}
