import { useEffect, useState } from 'react';

/** True from mount until `ms` have passed, then false: for an offer that lapses (an undo button). */
export function useForAWhile(ms: number): boolean {
  const [active, setActive] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setActive(false), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return active;
}
