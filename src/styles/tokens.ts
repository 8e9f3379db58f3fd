/**
 * Design tokens as plain values. Colours are picked for WCAG AA contrast on their usual background
 * (text on surface, white on primary), since the app is checked with axe on every screen.
 */
export const tokens = {
  color: {
    primary: '#1d4fc4',
    primaryHover: '#173f9e',
    primarySoft: '#e8efff',
    onPrimary: '#ffffff',
    accent: '#f5a524',
    accentSoft: '#fff4df',
    background: '#f4f6fb',
    surface: '#ffffff',
    surfaceMuted: '#f0f3f9',
    text: '#101828',
    textMuted: '#4f5b6d',
    border: '#dde3ee',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    success: '#107a3e',
    successSoft: '#e6f6ec',
    focus: '#f5a524',
  },
  space: {
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: {
    sm: '8px',
    md: '12px',
    lg: '18px',
    pill: '999px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: '2.25rem',
  },
  shadow: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 4px 16px rgba(16, 24, 40, 0.06)',
    raised: '0 12px 40px rgba(16, 24, 40, 0.18)',
  },
  size: {
    touch: '44px',
    content: '1080px',
    modal: '460px',
    modalWide: '760px',
    header: '64px',
    tabBar: '64px',
  },
} as const;

// The breakpoints and the overlay's property live in ./media.ts, so the first paint's JavaScript
// (useNarrowScreen, the overlay stack) takes those few strings and not the whole design table.
export { media, NARROW_MAX_WIDTH, OVERLAY_SPACE_PROPERTY } from './media';
