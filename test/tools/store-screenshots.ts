/** The manifest's screenshots: a phone (narrow) and a wide screen, each a real screen of the app. */
export const STORE_SCREENSHOTS = [
  { file: 'phone.png', path: '/', width: 390, height: 844, scale: 2, isMobile: true },
  { file: 'wide.png', path: '/calculate', width: 1280, height: 800, scale: 1, isMobile: false },
] as const;
