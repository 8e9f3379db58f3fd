import type { ParcelPhoto } from '@contract';
import * as styles from './photo-strip.css';

/** A parcel's intake photos as thumbnails, each opening the full photo (served to its owner and staff only). */
export function PhotoStrip({ photos, label }: { photos: readonly ParcelPhoto[]; label: string }) {
  return (
    <ul className={styles.strip} aria-label={label}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={photo.url} target="_blank" rel="noreferrer">
            <img className={styles.thumb} src={photo.url} alt={`${label} ${index + 1}`} loading="lazy" decoding="async" />
          </a>
        </li>
      ))}
    </ul>
  );
}
