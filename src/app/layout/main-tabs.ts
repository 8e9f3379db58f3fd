/** The four routes that show the bottom tab bar and the organisation name in the top bar. */
export const MAIN_TAB_PATHS = ['/', '/profile', '/calculate', '/address'] as const;

export function isMainTabPath(pathname: string): boolean {
  // `/calculate/` and `/calculate` are the same screen.
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (MAIN_TAB_PATHS as readonly string[]).includes(normalised);
}
