import { Button } from '@/components/button/button';
import { CloseIcon } from '@/components/icons/icons';
import type { ParcelLookup } from '@/data/parcels/check-parcels';
import { useT } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/format';
import { visuallyHidden } from '@/styles/utilities.css';
import { forgetLookup, useRecentLookups } from '../recent-lookups';
import * as styles from './recent-lookups.css';

/** The last ten lookups on this device: one tap checks again, the cross removes one. */
export function RecentLookups({ onCheck }: { onCheck: (lookup: ParcelLookup) => void }) {
  const t = useT();
  const recent = useRecentLookups();
  if (recent.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recent-lookups-title">
      <h3 id="recent-lookups-title" className={styles.heading}>
        {t('search.recent')}
      </h3>
      <ul className={styles.list}>
        {recent.map((item) => (
          <li key={`${item.mode}:${item.value}`} className={styles.item}>
            <button type="button" className={styles.check} onClick={() => onCheck({ mode: item.mode, value: item.value })}>
              {/* Heard before the visible text, which stays part of the name (WCAG 2.5.3). */}
              <span className={visuallyHidden}>{t('search.recentCheck')}: </span>
              <span className={styles.value}>{item.value}</span>
              <span className={styles.meta}>
                {t(item.mode === 'phone' ? 'search.byPhone' : 'search.byTrack')} · {formatDateTime(item.checkedAt)}
              </span>
            </button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('search.recentRemove', { value: item.value })}
              onClick={() => forgetLookup(item)}
            >
              <CloseIcon size={18} />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
