import { useQuery } from '@tanstack/react-query';
import { PhotoStrip } from '@/components/photo-strip/photo-strip';
import { parcelPhotosQueryOptions } from '@/data/parcels/parcel-photos';
import { useStoredUser } from '@/data/session/stored-user';
import { journeyCatalogue } from '@/i18n/catalogues/journey';
import { useT } from '@/i18n/i18n';
import * as styles from './my-parcels.css';

/**
 * The intake photos of a parcel, for its signed-in owner ("Миний ачаа", /track). Anyone else (or a
 * visitor) asks nothing, or is told 404 by the server and sees nothing here.
 */
export function OwnerPhotos({ trackCode }: { trackCode: string }) {
  const t = useT(journeyCatalogue);
  const user = useStoredUser();
  const { data } = useQuery({ ...parcelPhotosQueryOptions(trackCode), enabled: user !== null && user !== undefined });
  if (!data || data.list.length === 0) return null;
  return (
    <section aria-label={t('journey.photos')}>
      <h3 className={styles.photosTitle}>{t('journey.photos')}</h3>
      <PhotoStrip photos={data.list} label={t('journey.photos')} />
    </section>
  );
}
