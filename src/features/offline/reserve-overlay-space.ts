import { useEffect, type RefObject } from 'react';
import { OVERLAY_SPACE_PROPERTY } from '@/styles/media';

/** Room kept above the highest visible overlay, so the page's last button is not flush against it. */
const MARGIN_PX = 8;

/** How far from the bottom of the window the stack's visible panels reach up (0 when nothing shows). */
function occupiedSpace(stack: HTMLElement): number {
  const tops = [...stack.querySelectorAll<HTMLElement>('*')]
    .map((element) => element.getBoundingClientRect())
    .filter((rect) => rect.height > 0)
    .map((rect) => rect.top);
  if (tops.length === 0) return 0;
  return Math.max(0, Math.ceil(window.innerHeight - Math.min(...tops)) + MARGIN_PX);
}

/**
 * Keeps the fixed overlay stack from covering content: while a banner or prompt shows, the page
 * gets that much room at its end (the layout reads the custom property), so everything can be
 * scrolled above it.
 */
export function useReserveOverlaySpace(stackRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const stack = stackRef.current;
    if (!stack) return;
    const root = document.documentElement;
    const update = () => {
      const space = `${occupiedSpace(stack)}px`;
      root.style.setProperty(OVERLAY_SPACE_PROPERTY, space);
      // Scrolling to a focused field or a linked element stops above the overlays too.
      root.style.scrollPaddingBottom = space;
    };
    update();
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    const changes = new MutationObserver(update);
    changes.observe(stack, { childList: true, subtree: true });
    resizes?.observe(stack);
    window.addEventListener('resize', update);
    return () => {
      resizes?.disconnect();
      changes.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty(OVERLAY_SPACE_PROPERTY);
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [stackRef]);
}
