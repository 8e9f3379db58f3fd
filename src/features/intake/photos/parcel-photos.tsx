import { PHOTOS_PER_PARCEL, type StaffParcel } from '@contract';
import { labelCatalogue } from '@/i18n/catalogues/labels';
import { useT } from '@/i18n/i18n';
import * as staffStyles from '@/components/staff/staff.css';
import { PhotoStrip } from '@/components/photo-strip/photo-strip';
import { PhotoTaker } from './photo-taker';

/** A parcel's intake photos in the staff view, and taking one more while it has fewer than five. */
export function ParcelPhotos({ parcel }: { parcel: Pick<StaffParcel, 'trackCode' | 'photos'> }) {
  const t = useT(labelCatalogue);
  return (
    <section aria-label={t('label.photos')} className={staffStyles.stack}>
      <h2 className={staffStyles.sectionTitle}>
        {t('label.photos')} <span className={staffStyles.hint}>{t('label.photoCount', { count: parcel.photos.length })}</span>
      </h2>
      {parcel.photos.length > 0 ? <PhotoStrip photos={parcel.photos} label={t('label.photos')} /> : null}
      {parcel.photos.length >= PHOTOS_PER_PARCEL ? (
        <p className={staffStyles.hint}>{t('label.photoLimit')}</p>
      ) : (
        <PhotoTaker trackCode={parcel.trackCode} />
      )}
    </section>
  );
}
