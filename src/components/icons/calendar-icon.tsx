import { makeIcon } from './make-icon';

/** Its own module, not in icons.tsx: that one loads with the home screen, and only staff and owner screens show a date field. */
export const CalendarIcon = makeIcon(
  <path d="M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z" />,
);
