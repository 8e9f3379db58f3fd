/*
 * The last picture of a screen that shows data (/address, /calculate). The worker's own copy of such
 * a screen is the build's page without its data: the heading paints at once, and the data only when
 * the app has started, so a repeat visit painted its largest part later than a first visit, whose
 * page the server rendered with the data. So when the worker serves that copy it also asks the
 * server for the page (without cookies: the same for every visitor) and keeps the copy with what the
 * server rendered inside its root; later visits get that page as it was stored.
 *
 * Only the picture is taken: the page around it (its scripts, its styles, its initial state and its
 * offline-copy mark) is the worker's own copy, so the app still renders afresh over it from the
 * saved query cache and the network, as over the bare copy. A kept page is used only with the copy
 * it was made from (its precache revision): after an update the new copy is served bare until its
 * own picture is taken. A server page of another build is not used either: its class names belong
 * to other styles.
 *
 * Stored whole, and served as the cache gives it back: a page the worker assembles per visit from
 * strings reaches the browser as the worker's own code's answer, which Lighthouse's simulation
 * times as a network download (it measured the repeat visit's first paint at 0.78 s instead of 0.2 s).
 */

export const SAVED_PAGES_CACHE = 'achaa-saved-pages';

/** On a kept page: the precache revision of the copy it was made from, and when it was taken (ms since 1970). */
export const COPY_REVISION_HEADER = 'x-achaa-copy-revision';
export const PICTURE_TAKEN_HEADER = 'x-achaa-taken-at';

/** A picture older than this is taken again after the page is served: data change rarely, and the app replaces the picture anyway. */
export const PICTURE_FRESH_MS = 60 * 60 * 1000;

const ROOT_OPENING = /<div id="root"[^>]*>/;

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
  const end = html.lastIndexOf('</div>', body);
  return end >= start ? { start, end } : undefined;
}

/** What a page has inside its root element, or undefined for a page without one (or an empty one). */
export function rootContentsOf(html: string): string | undefined {
  const bounds = rootBounds(html);
  const contents = bounds ? html.slice(bounds.start, bounds.end) : '';
  return contents.trim() === '' ? undefined : contents;
}

/**
 * The worker's copy with the server page's root contents inside (the copy's root element, with its
 * attributes, kept), or undefined when the server's page is of another build or has nothing in its root.
 */
export function copyWithPicture(copy: string, serverPage: string): string | undefined {
  const build = entryScriptOf(copy);
  const contents = rootContentsOf(serverPage);
  const bounds = rootBounds(copy);
  if (build === undefined || entryScriptOf(serverPage) !== build || contents === undefined || !bounds) return undefined;
  return copy.slice(0, bounds.start) + contents + copy.slice(bounds.end);
}

/** The page to keep: the copy's own headers (but its length), the copy's revision and the time. */
export function keptPage(page: string, copyHeaders: Headers, { revision, takenAt }: { revision: string; takenAt: number }): Response {
  const headers = new Headers(copyHeaders);
  headers.delete('content-length');
  headers.set(COPY_REVISION_HEADER, revision);
  headers.set(PICTURE_TAKEN_HEADER, String(takenAt));
  return new Response(page, { headers });
}

/** The kept page if it was made from the copy of this revision. */
export function keptPageOf(kept: Response | undefined, revision: string): Response | undefined {
  return kept?.headers.get(COPY_REVISION_HEADER) === revision ? kept : undefined;
}

/** Whether a kept page (or none) should be taken again. */
export function pictureIsOld(kept: Response | undefined, now = Date.now()): boolean {
  const takenAt = Number(kept?.headers.get(PICTURE_TAKEN_HEADER));
  return !Number.isFinite(takenAt) || takenAt === 0 || now - takenAt > PICTURE_FRESH_MS;
}

/** Whether the server's answer is a page (not an error, not JSON). */
export const isHtmlPage = (answer: Response) => answer.ok && (answer.headers.get('content-type') ?? '').startsWith('text/html');
