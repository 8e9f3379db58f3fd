import { Link } from '@tanstack/react-router';
import { Button } from '@/components/button/button';
import { UserIcon } from '@/components/icons/icons';
import { openLoginDialog } from '@/data/session/login-dialog';
import { useStoredUser } from '@/data/session/stored-user';
import { useT } from '@/i18n/i18n';
import * as styles from './layout.css';

/** Header corner: the Login button, or once signed in a link to /profile with the username. */
export function AccountLink() {
  const t = useT();
  const user = useStoredUser();
  if (!user) {
    return (
      <Button variant="primary" size="sm" onClick={openLoginDialog}>
        {t('nav.login')}
      </Button>
    );
  }
  return (
    <Link to="/profile" className={styles.accountLink}>
      <UserIcon size={18} />
      <span>{user.username}</span>
    </Link>
  );
}
