import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ArrivalLine } from '@/components/arrival-line/arrival-line';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { EmptyState } from '@/components/empty-state/empty-state';
import { FailedState } from '@/components/empty-state/failed-state';
import { BackHomeLink } from '@/components/empty-state/back-home-link';
import { BoxIcon } from '@/components/icons/icons';
import { ParcelPrice, ParcelStatusBadge } from '@/components/parcel-status/parcel-status';
import { ParcelTimeline } from '@/components/parcel-timeline/parcel-timeline';
import { Spinner } from '@/components/spinner/spinner';
import { parcelTimelineQueryOptions } from '@/data/parcels/get-parcel-timeline';
import { journeyCatalogue } from '@/i18n/catalogues/journey';
import { useT } from '@/i18n/i18n';
import { copyText } from '@/lib/clipboard';
import { notify } from '@/lib/toast';
import { LastChecked } from './last-checked';
import * as styles from './track-screen.css';

/**
 * /track/{code}: one parcel's status, price and timeline for anyone with the link. The last answer
 * is kept with the other public data, so a link opened once also opens offline. `ownerExtras`: what
 * only the parcel's owner may see (its intake photos), given by the route.
 */
export function TrackScreen({ trackCode, ownerExtras }: { trackCode: string; ownerExtras?: ReactNode }) {
  const t = useT(journeyCatalogue);
  const { data, error, dataUpdatedAt, isPending, fetchStatus, refetch } = useQuery(parcelTimelineQueryOptions(trackCode));

  if (data) {
    return (
      <Card className={styles.card} aria-labelledby="track-code">
        <div className={styles.head}>
          <p id="track-code" className={styles.code}>
            {data.trackCode}
          </p>
          <ParcelStatusBadge status={data.status} />
        </div>
        <p className={styles.price}>
          <ParcelPrice price={data.price} />
        </p>
        <ArrivalLine eta={data.eta} />
        <ParcelTimeline history={data.history} measures={data} trip={data.trip} />
        {ownerExtras}
        <LastChecked at={dataUpdatedAt} className={styles.checked} />
        <ShareButton trackCode={data.trackCode} />
      </Card>
    );
  }
  // Offline with no copy on this phone: the query waits for the network (and loads by itself then), so say so instead of spinning.
  if (isPending && fetchStatus === 'paused') {
    return <EmptyState icon={<BoxIcon size={28} />} title={t('journey.trackNotSeenOffline')} text={t('journey.trackLoadsOnline')} />;
  }
  if (isPending) return <Spinner />;
  if (error?.code === 404) return <EmptyState icon={<BoxIcon size={28} />} title={t('journey.trackNotFound')} action={<BackHomeLink />} />;
  return <FailedState onRetry={() => void refetch()} />;
}

/** The Web Share sheet where the browser has one (phones), otherwise the link on the clipboard. */
function ShareButton({ trackCode }: { trackCode: string }) {
  const t = useT(journeyCatalogue);
  const url = `${window.location.origin}/track/${encodeURIComponent(trackCode)}`;
  const share = async () => {
    if (typeof navigator.share === 'function') {
      // Closing the share sheet rejects with AbortError: nothing to say then.
      await navigator.share({ title: `${t('journey.trackTitle')}: ${trackCode}`, url }).catch(() => undefined);
      return;
    }
    try {
      await copyText(url);
      notify.success(t('journey.linkCopied'));
    } catch {
      notify.error(t('address.copyError'));
    }
  };
  return (
    <Button variant="primary" block onClick={() => void share()}>
      {t('journey.share')}
    </Button>
  );
}
