import { Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/page/page-header';
import { useT } from '@/i18n/i18n';
import { STAFF_TABS, type StaffTab } from '../tabs';
import { useStaffTexts, type StaffTexts } from '../texts';
import { CsvImport } from './csv-import';
import { MoveStatus } from './move-status';
import { PricesForm } from './prices-form';
import { RegisterParcels } from './register-parcels';
import { WarehousesPanel } from './warehouses-panel';
import * as styles from './staff.css';

const tabLabels: Record<StaffTab, keyof StaffTexts> = {
  register: 'tabRegister',
  status: 'tabStatus',
  import: 'tabImport',
  places: 'tabPlaces',
};

/** The staff screen: one part at a time, switched by links so each part has its own URL. */
export function StaffDesk({ tab, orgId }: { tab: StaffTab; orgId: number }) {
  const t = useT();
  const texts = useStaffTexts();
  return (
    <>
      <PageHeader title={t('staff.title')} lead={texts.lead} />
      <nav className={styles.tabs} aria-label={texts.sections}>
        {STAFF_TABS.map((name) => (
          <Link
            key={name}
            to="/staff"
            search={{ tab: name }}
            className={styles.tab}
            aria-current={name === tab ? 'page' : undefined}
            replace
          >
            {texts[tabLabels[name]]}
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
    </>
  );
}
