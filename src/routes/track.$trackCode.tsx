import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageHeader } from '@/components/page/page-header';
import { TrackScreen } from '@/features/parcel-lookup/components/track-screen';
import { journeyCatalogue } from '@/i18n/catalogues/journey';
import { useT } from '@/i18n/i18n';
import { BackButton } from './-components/back-button';

/** The API's track code rule (contract/parcel.ts) without zod: letters, digits and dashes, a letter or digit first. */
const TRACK_CODE = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;

export const Route = createFileRoute('/track/$trackCode')({
  params: {
    parse: ({ trackCode }) => {
      if (!TRACK_CODE.test(trackCode)) throw notFound();
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
      <TrackScreen trackCode={trackCode} />
    </>
  );
}
