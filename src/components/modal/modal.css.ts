import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'none' } });

export const dialog = style({
  width: `min(${vars.size.modal}, calc(100% - 32px))`,
  maxHeight: 'calc(100dvh - 48px)',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  overflow: 'hidden',
  animation: `${rise} 160ms ease-out`,
  selectors: {
    '&::backdrop': { background: 'rgba(16, 24, 40, 0.5)' },
    // Browsers without showModal: the fallback still centres it above the page.
    // Also the server's page of a search before (or without) the app: the page behind dimmed as by the backdrop.
    '&[open]:not(:modal)': { position: 'fixed', inset: 0, margin: 'auto', zIndex: 50, boxShadow: '0 0 0 100vmax rgba(16, 24, 40, 0.5)' },
  },
});

export const wideDialog = style([dialog, { width: `min(${vars.size.modalWide}, calc(100% - 32px))` }]);

export const panel = style({ display: 'flex', flexDirection: 'column', maxHeight: 'calc(100dvh - 48px)' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const closeForm = style({ display: 'contents' });

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });

export const body = style({ padding: vars.space.xl, overflowY: 'auto' });
