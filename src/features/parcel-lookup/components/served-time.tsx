import type { ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * A date or time in the viewer's own time zone, in a screen the server may have rendered (a
 * search's results): the server writes it in its own zone, which need not be the
 * viewer's. While React hydrates, the server's text stays (no mismatch to report); right after,
 * the element is drawn anew (another key) in the viewer's zone.
 */
export function ServedTime({
  as: Tag = 'time',
  dateTime,
  className,
  children,
}: {
  as?: 'time' | 'p';
  dateTime?: string;
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <Tag key={hydrated ? 'local' : 'served'} dateTime={dateTime} className={className} suppressHydrationWarning>
      {children}
    </Tag>
  );
}
