import { Link } from '@tanstack/react-router';
import { Card } from '@/components/card/card';
import { ChevronRightIcon } from '@/components/icons/icons';
import { PinduoduoMark, TaobaoMark } from '@/components/platform-marks/platform-marks';
import { useT } from '@/i18n/i18n';
import * as styles from './home.css';

/** Invites the visitor to put our warehouse address into their shop account. */
export function ConnectCard() {
  const t = useT();
  return (
    <Card className={styles.connect} aria-labelledby="connect-title">
      <div>
        <h2 id="connect-title" className={styles.connectTitle}>
          {t('home.connect')}
        </h2>
        <p className={styles.connectText}>{t('home.connectHint')}</p>
      </div>
      <div className={styles.platforms}>
        <Link to="/address" className={styles.platform}>
          <TaobaoMark />
          <span className={styles.platformName}>{t('drawer.taobao')}</span>
          <ChevronRightIcon className={styles.chevron} />
        </Link>
        <Link to="/address" className={styles.platform}>
          <PinduoduoMark />
          <span className={styles.platformName}>Pinduoduo · {t('drawer.other')}</span>
          <ChevronRightIcon className={styles.chevron} />
        </Link>
      </div>
    </Card>
  );
}
