import { Link } from '@tanstack/react-router';
import { ownerCatalogue } from '@/i18n/catalogues/owner';
import { useT } from '@/i18n/i18n';
import { useStoredUser } from '@/data/session/stored-user';

/*
 * For admins only (the server refuses the owner's calls to anyone else anyway). Small, so the staff
 * screen's chunk does not carry the owner's.
 */

/** A parcel's audit rows (its staff view links there). */
export function ParcelAuditLink({ trackCode }: { trackCode: string }) {
  const t = useT(ownerCatalogue);
  const user = useStoredUser();
  if (user?.role !== 'admin') return null;
  return (
    <Link to="/owner" search={{ tab: 'audit', q: trackCode }}>
      {t('owner.tabAudit')}
    </Link>
  );
}
