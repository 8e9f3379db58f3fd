import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { staffParcelQueryOptions } from '@/data/parcels/get-staff-parcel';
import { labelCatalogue } from '@/i18n/catalogues/labels';
import { useT } from '@/i18n/i18n';
import * as staffStyles from '@/components/staff/staff.css';
import { LabelSettingsBar } from './label-settings-bar';
import { labelSettings } from './label-settings';
import { labelPageCss, ParcelLabel } from './parcel-label';
import * as styles from './label.css';

/** /staff/label/{trackCode}: one parcel's label on screen, printed (or reprinted) from here at the chosen size. */
export function LabelPage({ trackCode, organizationName }: { trackCode: string; organizationName: string }) {
  const t = useT(labelCatalogue);
  const { size } = labelSettings.use();
  const { data: parcel, error } = useQuery(staffParcelQueryOptions(trackCode));
  if (error) return <p className={staffStyles.errorText}>{error.message}</p>;
  if (!parcel) return <Spinner />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title} data-no-print>
        {t('label.label')} · <span translate="no">{trackCode}</span>
      </h1>
      {/* The page is the label on paper: its size, no margins, nothing else of the app. */}
      <style>{`${labelPageCss(size)} @media print { header, footer, nav, [data-no-print] { display: none !important; } main { padding: 0 !important; margin: 0 !important; } }`}</style>
      <div className={styles.controls} data-no-print>
        <Button onClick={() => window.print()}>{t('label.printLabel')}</Button>
        <Link to="/staff" search={{ tab: 'status' }} className={staffStyles.fileButton}>
          {t('label.back')}
        </Link>
      </div>
      <div data-no-print>
        <LabelSettingsBar />
      </div>
      <ParcelLabel parcel={parcel} size={size} organizationName={organizationName} />
    </div>
  );
}

/**
 * "Шошго хэвлэх" beside a parcel (its view, the batch list): opens the label's own page. A plain link,
 * so the rows it sits in need no router around them.
 */
export function LabelLink({ trackCode }: { trackCode: string }) {
  const t = useT(labelCatalogue);
  return (
    <a href={`/staff/label/${encodeURIComponent(trackCode)}`} className={staffStyles.fileButton}>
      {t('label.printLabel')}
    </a>
  );
}
