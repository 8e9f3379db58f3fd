/*
 * jsdom has no matchMedia (the narrow/wide layouts and react-hot-toast ask it): this one answers
 * width queries for a width the test chooses (1280 unless it says otherwise), tells listeners when
 * it changes, and answers every other query (reduced motion, display mode) with "no".
 */

let viewportWidth = 1280;
const mediaListeners = new Set<() => void>();

function evaluateMedia(query: string): boolean {
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  if (!max && !min) return false;
  return (!max || viewportWidth <= Number(max[1])) && (!min || viewportWidth >= Number(min[1]));
}

export function setViewportWidth(width: number): void {
  viewportWidth = width;
  mediaListeners.forEach((listener) => listener());
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return evaluateMedia(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => mediaListeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => mediaListeners.delete(listener),
      addListener: (listener: () => void) => mediaListeners.add(listener),
      removeListener: (listener: () => void) => mediaListeners.delete(listener),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}
