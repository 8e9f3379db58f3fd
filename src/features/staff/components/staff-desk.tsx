import { Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/page/page-header';
import { staffCatalogue } from '@/i18n/catalogues/staff';
import { useT } from '@/i18n/i18n';
import { STAFF_TABS, type StaffTab } from '../tabs';
import { CsvImport } from './csv-import';
import { DeliveryQueue } from './delivery-queue';
import { MoveStatus } from './move-status';
import { PricesForm } from './prices-form';
import { RegisterParcels } from './register-parcels';
import { WarehousesPanel } from './warehouses-panel';
import * as styles from './staff.css';

const tabLabels = {
  register: 'staff.tabRegister',
  status: 'staff.tabStatus',
  import: 'staff.tabImport',
  places: 'staff.tabPlaces',
  delivery: 'staff.tabDelivery',
} as const satisfies Record<StaffTab, string>;

/** The staff screen: one part at a time, switched by links so each part has its own URL. */
export function StaffDesk({ tab, orgId }: { tab: StaffTab; orgId: number }) {
  const t = useT(staffCatalogue);
  return (
    <>
      <PageHeader title={t('staff.title')} lead={t('staff.lead')} />
      <nav className={styles.tabs} aria-label={t('staff.sections')}>
        {STAFF_TABS.map((name) => (
          <Link
            key={name}
            to="/staff"
            search={{ tab: name }}
            className={styles.tab}
            aria-current={name === tab ? 'page' : undefined}
            replace
          >
            {t(tabLabels[name])}
          </Link>
        ))}
      </nav>
      {tab === 'register' ? <RegisterParcels /> : null}
      {tab === 'status' ? <MoveStatus /> : null}
      {tab === 'import' ? <CsvImport /> : null}
      {tab === 'places' ? (
        <div className={styles.stack}>
          <PricesForm orgId={orgId} />
          <WarehousesPanel orgId={orgId} />
        </div>
      ) : null}
      {tab === 'delivery' ? <DeliveryQueue /> : null}
    </>
  );
}
