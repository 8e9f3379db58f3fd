import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { BoxIcon, CloseIcon, SearchIcon, InfoIcon } from '@/components/icons/icons';
import { PinduoduoMark, TaobaoMark } from '@/components/platform-marks/platform-marks';
import { useModalDialog } from '@/hooks/use-modal-dialog';
import { useT } from '@/i18n/i18n';
import { Credit } from './credit';
import { LanguageSwitch } from './language-switch';
import { StaffLink } from './staff-link';
import * as styles from './layout.css';

type DrawerProps = { onClose: () => void };

/** The left drawer of narrow screens, a modal <dialog> so focus stays in it and Escape closes it. */
export function Drawer({ onClose }: DrawerProps) {
  const t = useT();
  const titleId = useId();
  const { dialogProps } = useModalDialog(onClose);

  const item = (to: '/' | '/about' | '/terms', icon: ReactNode, label: string, hash?: string) => (
    <li>
      <Link to={to} hash={hash} className={styles.drawerItem} onClick={onClose}>
        <span className={styles.drawerItemIcon}>{icon}</span>
        {label}
      </Link>
    </li>
  );
  // Each shop's link opens its step-by-step guide over the address list, as the home screen's cards do.
  const guide = (platform: 'taobao' | 'other', icon: ReactNode, label: string) => (
    <li>
      <Link to="/address" search={{ guide: platform }} className={styles.drawerItem} onClick={onClose}>
        <span className={styles.drawerItemIcon}>{icon}</span>
        {label}
      </Link>
    </li>
  );

  return (
    <dialog {...dialogProps} className={styles.drawer} aria-labelledby={titleId}>
      <div className={styles.drawerPanel}>
        <div className={styles.drawerHeader}>
          <h2 id={titleId} className={styles.brand}>
            {t('nav.menu')}
          </h2>
          <button type="button" className={styles.iconButton} aria-label={t('app.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <ul className={styles.drawerList}>
          {item('/', <SearchIcon size={20} />, t('drawer.search'), 'parcel-search')}
          {guide('taobao', <TaobaoMark size={28} />, t('drawer.taobao'))}
          {guide('other', <PinduoduoMark size={28} />, t('drawer.other'))}
          {item('/about', <InfoIcon size={20} />, t('page.about'))}
          {item('/terms', <InfoIcon size={20} />, t('page.terms'))}
          <StaffLink
            listItem
            className={styles.drawerItem}
            icon={
              <span className={styles.drawerItemIcon}>
                <BoxIcon size={20} />
              </span>
            }
            onClick={onClose}
          />
          <li>
            <LanguageSwitch appearance="drawer" />
          </li>
        </ul>
        <p className={styles.drawerFooter}>
          <Credit />
        </p>
      </div>
    </dialog>
  );
}
