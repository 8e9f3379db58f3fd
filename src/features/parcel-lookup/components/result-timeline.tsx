import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/button/button';
import { ParcelTimeline } from '@/components/parcel-timeline/parcel-timeline';
import { parcelTimelineQueryOptions } from '@/data/parcels/get-parcel-timeline';
import { journeyCatalogue } from '@/i18n/catalogues/journey';
import { useT } from '@/i18n/i18n';
import * as styles from './parcel-results-modal.css';

/**
 * The history of one found parcel, opened on demand (a phone may have many, and each history counts
 * against the public check's rate limit), and its /track link.
 */
export function ResultTimeline({ trackCode }: { trackCode: string }) {
  const t = useT(journeyCatalogue);
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.timeline}>
      <div className={styles.timelineActions}>
        <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t('journey.timeline')}
        </Button>
        {/* A plain link, so the results need no router around them (the search is also rendered on its own). */}
        <a href={`/track/${encodeURIComponent(trackCode)}`} className={styles.trackLink}>
          {t('journey.trackOpen')}
        </a>
      </div>
      {open ? <TimelineOf trackCode={trackCode} /> : null}
    </div>
  );
}

export function TimelineOf({ trackCode }: { trackCode: string }) {
  const { data } = useQuery(parcelTimelineQueryOptions(trackCode));
  return <ParcelTimeline history={data?.history} measures={data} />;
}
