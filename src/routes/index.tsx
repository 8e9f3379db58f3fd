import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ParcelSearch } from '@/features/parcel-lookup/components/parcel-search';
import { twoColumns } from '@/styles/layout.css';
import { ConnectCard } from './-components/connect-card';
import { HomeHero } from './-components/home-hero';
import * as styles from './-components/home.css';

export const Route = createFileRoute('/')({
  // The first screen most visitors see ships in the main chunk: no second round trip before it paints.
  codeSplitGroupings: [],
  component: HomeScreen,
});

function HomeScreen() {
  useDocumentTitle(null);
  return (
    <div className={styles.page}>
      <HomeHero />
      <div className={twoColumns}>
        <ParcelSearch />
        <ConnectCard />
      </div>
    </div>
  );
}
