import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ParcelSearch } from '@/features/parcel-lookup/components/parcel-search';
import { linkedLookup } from '@/features/parcel-lookup/linked-lookup';
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
  // A link's search (`/?phone=…`) runs once; the address then says `/` again, so a reload or the
  // next search does not carry it on.
  // The history's own query, as the address bar had it: the router's location re-serialises its
  // parsed search, in which a long numeric code has become a rounded number (`1E+300`).
  const { history } = useRouter();
  const [linked] = useState(() => linkedLookup(history.location.search));
  const navigate = useNavigate();
  useEffect(() => {
    if (linked) void navigate({ to: '/', replace: true });
  }, [linked, navigate]);
  return (
    <div className={styles.page}>
      <HomeHero />
      <div className={twoColumns}>
        <ParcelSearch linked={linked} />
        <ConnectCard />
      </div>
    </div>
  );
}
