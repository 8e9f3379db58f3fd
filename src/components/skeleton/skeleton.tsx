import * as styles from './skeleton.css';

/** A grey stand-in, one text line high and `width` wide, for a value still on its way. */
export function Skeleton({ width }: { width: string }) {
  return (
    <span className={styles.skeleton} style={{ width }} aria-hidden="true">
      {'\u00a0'}
    </span>
  );
}
