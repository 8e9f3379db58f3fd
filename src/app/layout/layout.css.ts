import { style } from '@vanilla-extract/css';
import { media, OVERLAY_SPACE_PROPERTY } from '@/styles/tokens';
import { vars } from '@/styles/theme.css';

const overlaySpace = `var(${OVERLAY_SPACE_PROPERTY}, 0px)`;

export const shell = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column', paddingBottom: overlaySpace });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.lg,
  top: -100,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}`,
  '@media': {
    [media.narrow]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}` },
  },
});

export const withTabBar = style({
  '@media': {
    // Room for the fixed tab bar and the phone's home indicator.
    [media.narrow]: { paddingBottom: `max(calc(${vars.size.tabBar} + env(safe-area-inset-bottom)), ${overlaySpace})` },
  },
});

const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: 'rgba(255, 255, 255, 0.92)',
  backdropFilter: 'saturate(180%) blur(12px)',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const header = style([bar, {}]);

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xl,
  maxWidth: vars.size.content,
  height: vars.size.header,
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  letterSpacing: '-0.01em',
});

export const logoMark = style({ width: 34, height: 34, flexShrink: 0 });

export const nav = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flex: 1 });

/** A link or button as tall as a finger (header and footer). */
const touchLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.textMuted,
  textDecoration: 'none',
});

export const navLink = style([
  touchLink,
  {
    padding: `0 ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    fontWeight: 600,
    selectors: {
      '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted },
      '&[data-status="active"]': { color: vars.color.primary, background: vars.color.primarySoft },
    },
  },
]);

export const headerEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const languageButton = style([
  touchLink,
  {
    gap: vars.space.xs,
    padding: `0 ${vars.space.md}`,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    fontWeight: 600,
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
  },
]);

export const accountLink = style([
  touchLink,
  {
    gap: vars.space.sm,
    padding: `0 ${vars.space.md}`,
    borderRadius: vars.radius.pill,
    background: vars.color.primarySoft,
    color: vars.color.primaryHover,
    fontWeight: 700,
  },
]);

export const accountName = style({ maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const topBar = style([bar, {}]);

export const topBarInner = style({
  display: 'grid',
  gridTemplateColumns: '48px 1fr 48px',
  alignItems: 'center',
  height: 56,
  padding: `0 ${vars.space.xs}`,
});

export const topBarTitle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  fontWeight: 800,
  fontSize: vars.fontSize.md,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const topBarName = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const tabBar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 30,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  height: `calc(${vars.size.tabBar} + env(safe-area-inset-bottom))`,
  paddingBottom: 'env(safe-area-inset-bottom)',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -4px 16px rgba(16, 24, 40, 0.06)',
});

export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  // A fixed label ("Тооцоолуур") keeps its whole width; only the tab with a person's name may shrink (accountTab).
  minWidth: 'max-content',
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-status="active"]': { color: vars.color.primary },
  },
});

export const accountTab = style({ minWidth: 0 });

export const tabLabel = style({ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

// A row of its own under the credit and the links: phones, chat, then the pickup address and hours.
export const footerContacts = style({
  order: 3,
  flexBasis: '100%',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  fontStyle: 'normal',
  fontSize: vars.fontSize.sm,
  minWidth: 0,
});

export const footerAddress = style({ color: vars.color.textMuted, textDecoration: 'underline', textUnderlineOffset: 3 });

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const footerInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.lg}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [media.narrow]: { flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs } },
});

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xs,
  // On phones one link per row, never two and a lone third.
  '@media': { [media.narrow]: { flexDirection: 'column', marginLeft: `calc(-1 * ${vars.space.sm})` } },
});

/** The app screens with the tab bar need no footer on phones: the tab bar and the drawer hold its links. */
export const footerBesideTabBar = style({ '@media': { [media.narrow]: { display: 'none' } } });

export const footerLink = style([
  touchLink,
  { padding: `0 ${vars.space.sm}`, selectors: { '&:hover': { color: vars.color.primary, textDecoration: 'underline' } } },
]);

export const drawer = style({
  margin: 0,
  marginRight: 'auto',
  width: 'min(320px, 86vw)',
  maxWidth: 'none',
  height: '100dvh',
  maxHeight: 'none',
  padding: 0,
  border: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  selectors: {
    '&::backdrop': { background: 'rgba(16, 24, 40, 0.5)' },
    '&[open]:not(:modal)': { position: 'fixed', inset: 0, zIndex: 60 },
  },
});

export const drawerPanel = style({ display: 'flex', flexDirection: 'column', height: '100%' });

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const drawerList = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  flex: 1,
});

export const drawerItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 52,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const drawerButton = style({
  width: '100%',
  border: 'none',
  background: 'transparent',
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  cursor: 'pointer',
});

export const drawerItemIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.sm,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const drawerFooter = style({
  padding: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
