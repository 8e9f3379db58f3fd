import type { MessageKey } from '@/i18n/i18n';

/** Where the frame's links lead, in the order they are shown. */
type NavigationLink = { to: '/' | '/calculate' | '/address' | '/profile' | '/about' | '/terms'; label: MessageKey };

/** The header's main links (wide screens). */
export const HEADER_LINKS: readonly NavigationLink[] = [
  { to: '/', label: 'nav.home' },
  { to: '/calculate', label: 'nav.calculator' },
  { to: '/address', label: 'nav.address' },
];

/** The footer's links. */
export const FOOTER_LINKS: readonly NavigationLink[] = [
  { to: '/profile', label: 'nav.profile' },
  { to: '/about', label: 'page.about' },
  { to: '/terms', label: 'page.terms' },
];

/** The four routes that show the bottom tab bar and the organisation name in the top bar. */
export const MAIN_TAB_PATHS = ['/', '/profile', '/calculate', '/address'] as const;

export function isMainTabPath(pathname: string): boolean {
  // `/calculate/` and `/calculate` are the same screen.
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (MAIN_TAB_PATHS as readonly string[]).includes(normalised);
}
