import { Link } from '@tanstack/react-router';
import { BoxIcon, ChevronRightIcon, LockIcon, LogoutIcon, UserIcon, WalletIcon } from '@/components/icons/icons';
import { accountCatalogue } from '@/i18n/catalogues/account';
import { useT, type MessageKey } from '@/i18n/i18n';
import * as styles from './profile-menu.css';

type MenuItem = {
  to: '/profile' | '/profile/order' | '/profile/payments' | '/profile/password' | '/profile/mobile' | '/order' | '/password';
  label: MessageKey;
  Icon: typeof UserIcon;
};

/** Wide screens: the parts open beside the side menu. */
const SIDE_ITEMS: readonly MenuItem[] = [
  { to: '/profile', label: 'nav.profile', Icon: UserIcon },
  { to: '/profile/order', label: 'profile.orders', Icon: BoxIcon },
  { to: '/profile/payments', label: 'profile.payments', Icon: WalletIcon },
  { to: '/profile/password', label: 'profile.password', Icon: LockIcon },
];

/** Narrow screens: each part is its own full screen, as the product's /profile/mobile, /order and /password. */
const LIST_ITEMS: readonly MenuItem[] = [
  { to: '/profile/mobile', label: 'nav.profile', Icon: UserIcon },
  { to: '/order', label: 'profile.orders', Icon: BoxIcon },
  // One screen at both widths: on a phone the profile layout shows it alone.
  { to: '/profile/payments', label: 'profile.payments', Icon: WalletIcon },
  { to: '/password', label: 'profile.password', Icon: LockIcon },
];

type ProfileMenuProps = { variant: 'side' | 'list'; onLogout: () => void; loggingOut?: boolean };

/** The profile menu: Профайл, Миний ачаа, Төлбөрүүд, Нууц үг солих and Гарах. */
export function ProfileMenu({ variant, onLogout, loggingOut }: ProfileMenuProps) {
  const t = useT(accountCatalogue);
  const side = variant === 'side';
  const itemClass = side ? styles.sideItem : styles.listItem;
  return (
    <nav className={side ? styles.side : styles.list} aria-label={t('account.menu')}>
      {(side ? SIDE_ITEMS : LIST_ITEMS).map(({ to, label, Icon }) => (
        <Link key={to} to={to} activeOptions={{ exact: true }} className={itemClass}>
          <Icon size={20} />
          <span className={styles.itemLabel}>{t(label)}</span>
          {side ? null : <ChevronRightIcon size={20} className={styles.chevron} />}
        </Link>
      ))}
      <button type="button" className={`${itemClass} ${styles.logout}`} onClick={onLogout} disabled={loggingOut}>
        <LogoutIcon size={20} />
        <span className={styles.itemLabel}>{t('nav.logout')}</span>
      </button>
    </nav>
  );
}
