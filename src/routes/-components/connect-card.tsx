import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Card } from '@/components/card/card';
import { ChevronRightIcon } from '@/components/icons/icons';
import { PinduoduoMark, TaobaoMark } from '@/components/platform-marks/platform-marks';
import type { ShopPlatform } from '@/features/warehouses/components/connect-guide';
import { useT } from '@/i18n/i18n';
import { useOrganization } from '@/lib/initial-state';
import * as styles from './home.css';

// The guide (its texts and the address) loads on the first tap, not with the home screen.
const ConnectGuide = lazy(() =>
  import('@/features/warehouses/components/connect-guide').then((module) => ({ default: module.ConnectGuide })),
);

/** Invites the visitor to put our warehouse address into their shop account; each platform opens its step-by-step guide. */
export function ConnectCard() {
  const t = useT();
  const organization = useOrganization();
  const [guide, setGuide] = useState<ShopPlatform | null>(null);

  const platform = (value: ShopPlatform, mark: ReactNode, name: string) => (
    <button type="button" className={styles.platform} aria-haspopup="dialog" onClick={() => setGuide(value)}>
      {mark}
      <span className={styles.platformName}>{name}</span>
      <ChevronRightIcon className={styles.chevron} />
    </button>
  );

  return (
    <Card className={styles.connect} aria-labelledby="connect-title">
      <div>
        <h2 id="connect-title" className={styles.connectTitle}>
          {t('home.connect')}
        </h2>
        <p className={styles.connectText}>{t('home.connectHint')}</p>
      </div>
      <div className={styles.platforms}>
        {platform('taobao', <TaobaoMark />, t('drawer.taobao'))}
        {platform('other', <PinduoduoMark />, `Pinduoduo · ${t('drawer.other')}`)}
      </div>
      {guide && organization ? (
        <Suspense fallback={null}>
          <ConnectGuide platform={guide} orgId={organization.id} onClose={() => setGuide(null)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
