import { isStaffRole } from '@contract/staff-roles';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useStoredUser } from '@/data/session/stored-user';
import { useT } from '@/i18n/i18n';

/** `listItem` wraps it in an <li>, so a list never gets an empty item for customers. */
type StaffLinkProps = { className: string; icon?: ReactNode; onClick?: () => void; listItem?: boolean };

/** The way into /staff, only for staff and admins (the server checks the role on every staff call anyway). */
export function StaffLink({ className, icon, onClick, listItem = false }: StaffLinkProps) {
  const t = useT();
  const user = useStoredUser();
  if (!isStaffRole(user?.role)) return null;
  const link = (
    <Link to="/staff" className={className} onClick={onClick}>
      {icon}
      {t('nav.staff')}
    </Link>
  );
  return listItem ? <li>{link}</li> : link;
}
