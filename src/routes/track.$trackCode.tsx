import { createFileRoute, notFound } from '@tanstack/react-router';
import { isTrackCode } from '@contract/track-code';
import { PageHeader } from '@/components/page/page-header';
import { OwnerPhotos } from '@/features/my-parcels/components/owner-photos';
import { TrackScreen } from '@/features/parcel-lookup/components/track-screen';
import { journeyCatalogue } from '@/i18n/catalogues/journey';
import { useT } from '@/i18n/i18n';
import { BackButton } from './-components/back-button';

export const Route = createFileRoute('/track/$trackCode')({
  params: {
    parse: ({ trackCode }) => {
      if (!isTrackCode(trackCode)) throw notFound();
      return { trackCode: trackCode.toUpperCase() };
    },
    stringify: ({ trackCode }) => ({ trackCode }),
  },
  component: TrackRoute,
});

function TrackRoute() {
  const t = useT(journeyCatalogue);
  const { trackCode } = Route.useParams();
  return (
    <>
      <BackButton />
      <PageHeader title={t('journey.trackTitle')} />
      <TrackScreen trackCode={trackCode} ownerExtras={<OwnerPhotos trackCode={trackCode} />} />
    </>
  );
}
