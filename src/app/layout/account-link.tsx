import { Link } from '@tanstack/react-router';
import { Button } from '@/components/button/button';
import { UserIcon } from '@/components/icons/icons';
import { openLoginDialog } from '@/data/session/login-dialog';
import { useStoredUser } from '@/data/session/stored-user';
import { useT } from '@/i18n/i18n';
import { personName } from '@/lib/person-name';
import * as styles from './layout.css';

/** Header corner: the Login button, or once signed in a link to /profile with the person's name ("Д. Батаа"; the phone only when there is no name). */
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
      <span className={styles.accountName}>{personName(user) || user.username}</span>
    </Link>
  );
}
