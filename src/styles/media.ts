/** Breakpoints and the overlay's custom property, shared by styles (.css.ts) and runtime code (matchMedia). */
/** The product's narrow-screen threshold: wide layout from 769 px. */
export const NARROW_MAX_WIDTH = 768;
export const media = {
  narrow: `screen and (max-width: ${NARROW_MAX_WIDTH}px)`,
  wide: `screen and (min-width: ${NARROW_MAX_WIDTH + 1}px)`,
} as const;

/** The overlay stack (offline banner, update and install prompts) sets this on <html> to the room it takes at the bottom; the page keeps that room free. */
export const OVERLAY_SPACE_PROPERTY = '--overlay-space';
