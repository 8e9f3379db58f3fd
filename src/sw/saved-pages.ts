/*
 * The last picture of a screen that shows data (/address, /calculate). The worker's own copy of such
 * a screen is the build's page without its data: the heading paints at once, and the data only when
 * the app has started, so a repeat visit painted its largest part later than a first visit, whose
 * page the server rendered with the data. So when the worker serves that copy it also keeps what
 * the server renders inside the page's root (asked without cookies: the same for every visitor),
 * and serves the copy with that inside from then on.
 *
 * Only the picture is taken: the page around it (its scripts, its styles, its initial state and its
 * offline-copy mark) stays the worker's own, so the app still renders afresh over it from the saved
 * query cache and the network, as over the bare copy, and the scripts are always this worker's.
 * A picture rendered by another build (a deploy between two visits) is not used: its class names
 * belong to other styles.
 */

export const SAVED_PAGES_CACHE = 'achaa-saved-pages';

/** On a kept picture: the build's entry script it was rendered with, and when it was taken (ms since 1970). */
export const PICTURE_BUILD_HEADER = 'x-achaa-build';
export const PICTURE_TAKEN_HEADER = 'x-achaa-taken-at';

/** A picture older than this is taken again after the copy is served: data change rarely, and the app replaces the picture anyway. */
export const PICTURE_FRESH_MS = 60 * 60 * 1000;

const ROOT_OPENING = /<div id="root"[^>]*>/;
const ROOT_CLOSING = '</div>';

/** The app's entry script of a page (held in its template or live): which build rendered it. */
export function entryScriptOf(html: string): string | undefined {
  return /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
}

/** Where the root's contents start and end: the root is the last element of the body (index.html). */
function rootBounds(html: string): { start: number; end: number } | undefined {
  const opening = ROOT_OPENING.exec(html);
  const body = html.lastIndexOf('</body>');
  if (!opening || body < 0) return undefined;
  const start = opening.index + opening[0].length;
  const end = html.lastIndexOf(ROOT_CLOSING, body);
  return end >= start ? { start, end } : undefined;
}

/** What a page has inside its root element, or undefined for a page without one (or an empty one). */
export function rootContentsOf(html: string): string | undefined {
  const bounds = rootBounds(html);
  const contents = bounds ? html.slice(bounds.start, bounds.end) : '';
  return contents.trim() === '' ? undefined : contents;
}

/** The page with `contents` inside its root instead of its own; the root element itself (its attributes) unchanged. */
export function withRootContents(html: string, contents: string): string | undefined {
  const bounds = rootBounds(html);
  return bounds ? html.slice(0, bounds.start) + contents + html.slice(bounds.end) : undefined;
}

/** A picture worth keeping from the server's answer for a screen: its root's contents, dated and tied to its build. */
export async function pictureOf(answer: Response, now = Date.now()): Promise<Response | undefined> {
  if (!answer.ok || !(answer.headers.get('content-type') ?? '').startsWith('text/html')) return undefined;
  const html = await answer.text();
  const contents = rootContentsOf(html);
  const build = entryScriptOf(html);
  if (!contents || !build) return undefined;
  return new Response(contents, {
    headers: { 'content-type': 'text/html; charset=utf-8', [PICTURE_BUILD_HEADER]: build, [PICTURE_TAKEN_HEADER]: String(now) },
  });
}

/** The worker's copy with the picture inside, when the picture is of this copy's build; else the copy as it is. */
export async function copyWithPicture(copy: Response, picture: Response | undefined): Promise<Response> {
  if (!picture) return copy;
  const html = await copy.text();
  const build = entryScriptOf(html);
  const filled =
    build !== undefined && picture.headers.get(PICTURE_BUILD_HEADER) === build ? withRootContents(html, await picture.text()) : undefined;
  const headers = new Headers(copy.headers);
  // The body is another length now; the browser measures it itself.
  headers.delete('content-length');
  return new Response(filled ?? html, { status: copy.status, statusText: copy.statusText, headers });
}

/** Whether a kept picture (or none) should be taken again. */
export function pictureIsOld(picture: Response | undefined, now = Date.now()): boolean {
  const takenAt = Number(picture?.headers.get(PICTURE_TAKEN_HEADER));
  return !Number.isFinite(takenAt) || takenAt === 0 || now - takenAt > PICTURE_FRESH_MS;
}
