import { Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/page/page-header';
import { ownerCatalogue } from '@/i18n/catalogues/owner';
import { useT } from '@/i18n/i18n';
import { OWNER_TABS, type OwnerTab } from '../tabs';
import { AuditPanel } from './audit-panel';
import { DashboardPanel } from './dashboard-panel';
import { EbarimtPanel } from './ebarimt-panel';
import * as styles from './owner.css';
import { StaffAccountsPanel } from './staff-accounts-panel';

const labels = { dashboard: 'owner.tabDashboard', staff: 'owner.tabStaff', audit: 'owner.tabAudit' } as const satisfies Record<
  OwnerTab,
  string
>;

/** The owner's view (admins): one part at a time, switched by links so each part has its own URL. */
export function OwnerDesk({ tab, q, orgId }: { tab: OwnerTab; q?: string | undefined; orgId: number }) {
  const t = useT(ownerCatalogue);
  return (
    <>
      <PageHeader title={t('owner.title')} lead={t('owner.lead')} />
      <nav className={styles.tabs} aria-label={t('owner.sections')}>
        {OWNER_TABS.map((name) => (
          <Link
            key={name}
            to="/owner"
            search={{ tab: name }}
            className={styles.tab}
            aria-current={name === tab ? 'page' : undefined}
            replace
          >
            {t(labels[name])}
          </Link>
        ))}
      </nav>
      {tab === 'dashboard' ? (
        <div className={styles.stack}>
          <DashboardPanel orgId={orgId} />
          <EbarimtPanel />
        </div>
      ) : null}
      {tab === 'staff' ? <StaffAccountsPanel orgId={orgId} /> : null}
      {tab === 'audit' ? <AuditPanel key={q ?? ''} initialQuery={q ?? ''} /> : null}
    </>
  );
}
