import { style } from '@vanilla-extract/css';
import { media } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';

/** One stack at the bottom for the banner and prompts, so they never cover each other. */
export const stack = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: `calc(${vars.space.lg} + env(safe-area-inset-bottom))`,
  zIndex: 40,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md}`,
  // The empty stack must not swallow taps meant for the page under it.
  pointerEvents: 'none',
  '@media': {
    // Above the narrow screens' tab bar.
    [media.narrow]: { bottom: `calc(${vars.size.tabBar} + ${vars.space.sm} + env(safe-area-inset-bottom))` },
    // Banners and offers belong to the screen, never to a printed page.
    print: { display: 'none' },
  },
});

export const panel = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  maxWidth: 460,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.4,
});

export const offline = style([
  panel,
  { background: vars.color.text, color: vars.color.onPrimary, padding: `${vars.space.md} ${vars.space.lg}` },
]);

export const prompt = style([panel, { background: vars.color.surface, color: vars.color.text, border: `1px solid ${vars.color.border}` }]);

export const icon = style({ flexShrink: 0, display: 'inline-flex' });

export const text = style({ flex: 1, fontWeight: 600 });

/** Live regions stay mounted (empty when quiet) so screen readers announce what appears in them. */
export const liveRegion = style({ display: 'flex', justifyContent: 'center', width: '100%' });
