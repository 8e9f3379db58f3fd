import { Link } from '@tanstack/react-router';
import { ownerCatalogue } from '@/i18n/catalogues/owner';
import { useT } from '@/i18n/i18n';
import { useStoredUser } from '@/data/session/stored-user';
import * as staffStyles from '@/components/staff/staff.css';

/*
 * The way into the owner's view from the staff screen, for admins only (the server refuses the
 * owner's calls to anyone else anyway). Small, so the staff screen's chunk does not carry the owner's.
 */

/** "Удирдлага" beside the staff tabs. */
export function OwnerLink() {
  const t = useT(ownerCatalogue);
  const user = useStoredUser();
  if (user?.role !== 'admin') return null;
  return (
    <Link to="/owner" search={{ tab: 'dashboard' }} className={staffStyles.tab}>
      {t('owner.openOwner')}
    </Link>
  );
}
