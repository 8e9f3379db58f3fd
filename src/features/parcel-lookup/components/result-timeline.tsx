import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/button/button';
import { ChevronDownIcon } from '@/components/icons/icons';
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
  // Named by the code, not useId: the server renders the results on their own (parcel-results-modal.tsx).
  const panelId = `parcel-history-${trackCode}`;
  return (
    <div className={styles.timeline}>
      <div className={styles.timelineActions}>
        {/* A bordered button with a turning chevron: it opens and closes the history, it is not a label. */}
        <Button
          variant="outline"
          size="sm"
          className={styles.timelineToggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {t('journey.timeline')}
          <ChevronDownIcon size={18} className={styles.chevron} aria-hidden="true" />
        </Button>
        {/* A plain link, so the results need no router around them (the search is also rendered on its own). */}
        <a href={`/track/${encodeURIComponent(trackCode)}`} className={styles.trackLink}>
          {t('journey.trackOpen')}
        </a>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? <TimelineOf trackCode={trackCode} /> : null}
      </div>
    </div>
  );
}

export function TimelineOf({ trackCode }: { trackCode: string }) {
  const { data } = useQuery(parcelTimelineQueryOptions(trackCode));
  return <ParcelTimeline history={data?.history} measures={data} trip={data?.trip} />;
}
