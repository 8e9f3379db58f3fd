import { useMemo } from 'react';
import type { StaffParcel } from '@contract';
import { labelCatalogue } from '@/i18n/catalogues/labels';
import { useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';
import { code128Svg } from './code128';
import { LABEL_SIZES, type LabelSize } from './label-settings';
import * as styles from './label.css';

export type LabelParcel = Pick<StaffParcel, 'trackCode' | 'phone' | 'shelf' | 'weightKg' | 'createdAt'>;

/** Only the last 4 digits: enough to match a box to its customer at the counter, not enough to call a stranger. */
export const phoneTail = (phone: string) => (phone ? `••••${phone.slice(-4)}` : '—');

/** Type size in millimetres per label: a 40×30 label holds less text than a 100×150 one. */
const TYPE_MM: Record<LabelSize, number> = { '40x30': 2.1, '58x40': 2.6, '100x150': 5 };

/**
 * One parcel's label: the company, the track code as Code 128 and in Latin text, the phone's last 4
 * digits, shelf, weight and intake date, in the worker's language.
 */
export function ParcelLabel({ parcel, size, organizationName }: { parcel: LabelParcel; size: LabelSize; organizationName: string }) {
  const t = useT(labelCatalogue);
  const barcode = useMemo(() => code128Svg(parcel.trackCode), [parcel.trackCode]);
  const { width, height } = LABEL_SIZES[size];
  const facts = [
    [t('label.phone'), phoneTail(parcel.phone)],
    [t('label.shelf'), parcel.shelf ?? '—'],
    [t('label.weight'), parcel.weightKg === null ? '—' : `${parcel.weightKg} ${t('label.kg')}`],
    [t('label.date'), formatDate(parcel.createdAt)],
  ] as const;
  return (
    <article
      className={styles.label}
      style={{ width: `${width}mm`, height: `${height}mm`, fontSize: `${TYPE_MM[size]}mm` }}
      aria-label={`${t('label.label')} ${parcel.trackCode}`}
      data-testid="parcel-label"
    >
      <p className={styles.company}>{organizationName}</p>
      <div className={styles.barcode} data-testid="label-barcode" dangerouslySetInnerHTML={{ __html: barcode }} />
      {/* Latin whatever the language: it is what the scanner reads and what the shop printed. */}
      <p className={styles.code} lang="en" translate="no">
        {parcel.trackCode}
      </p>
      <dl className={styles.facts}>
        {facts.map(([name, value]) => (
          <div key={name} className={styles.fact}>
            <dt className={styles.factLabel}>{name}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** `@page` the size of the label, so any label printer's driver prints one label per page, edge to edge. */
export function labelPageCss(size: LabelSize): string {
  const { width, height } = LABEL_SIZES[size];
  return `@page { size: ${width}mm ${height}mm; margin: 0; }`;
}
