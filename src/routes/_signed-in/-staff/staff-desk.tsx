import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { ClaimsPanel } from '@/features/arrival/components/claims-panel';
import { LatePanel } from '@/features/arrival/components/late-panel';
import { CounterDesk } from '@/features/counter/components/counter-desk';
import { DayReport } from '@/features/counter/components/day-report';
import { CsvImport } from '@/features/csv-import/components/csv-import';
import { CustomerHelp } from '@/features/customer-help/components/customer-help';
import { DeliveryQueue } from '@/features/delivery-queue/components/delivery-queue';
import { MeasuresEditorButton } from '@/features/intake/components/measures-editor';
import { MoveStatus } from '@/features/intake/components/move-status';
import { RegisterParcels } from '@/features/intake/components/register-parcels';
import { signalStationScan } from '@/features/intake/lib/scan-feedback';
import { ContactsForm } from '@/features/staff-settings/components/contacts-form';
import { PricesForm } from '@/features/staff-settings/components/prices-form';
import { StorageRuleForm } from '@/features/staff-settings/components/storage-rule-form';
import { WarehousesPanel } from '@/features/staff-settings/components/warehouses-panel';
import { TripsDesk } from '@/features/trips/components/trips-desk';
import { staffCatalogue } from '@/i18n/catalogues/staff';
import { useT } from '@/i18n/i18n';
import * as styles from '@/components/staff/staff.css';
import { OwnerLink } from './owner-link';
import { StaffLanguage } from './staff-language';
import { STAFF_TABS, type StaffTab } from './tabs';

/** The counter edits a ready parcel's weight, size and shelf with the intake's editor. */
function CounterPart() {
  return <CounterDesk MeasuresButton={MeasuresEditorButton} />;
}

function PlacesPart({ orgId }: { orgId: number }) {
  return (
    <div className={styles.stack}>
      <PricesForm orgId={orgId} />
      <StorageRuleForm />
      <ContactsForm />
      <WarehousesPanel orgId={orgId} />
    </div>
  );
}

/** Customers' claims on unclaimed parcels, and the parcels running late. */
function ArrivalPart() {
  return (
    <div className={styles.stack}>
      <ClaimsPanel />
      <LatePanel />
    </div>
  );
}

/** The trips' scans sound like the intake station's, with its mute switch. */
function TripsPart() {
  return <TripsDesk signalScan={signalStationScan} />;
}

/** Each tab: its label in the staff catalogue and the feature it shows (every part gets the organisation, most ignore it). */
const parts = {
  register: { label: 'staff.tabRegister', Part: RegisterParcels },
  status: { label: 'staff.tabStatus', Part: MoveStatus },
  counter: { label: 'staff.tabCounter', Part: CounterPart },
  report: { label: 'staff.tabReport', Part: DayReport },
  import: { label: 'staff.tabImport', Part: CsvImport },
  places: { label: 'staff.tabPlaces', Part: PlacesPart },
  delivery: { label: 'staff.tabDelivery', Part: DeliveryQueue },
  customers: { label: 'staff.tabCustomers', Part: CustomerHelp },
  arrival: { label: 'staff.tabArrival', Part: ArrivalPart },
  trips: { label: 'staff.tabTrips', Part: TripsPart },
} as const satisfies Record<StaffTab, { label: string; Part: ComponentType<{ orgId: number }> }>;

/** The staff screen: one part at a time, switched by links so each part has its own URL. */
export function StaffDesk({ tab, orgId }: { tab: StaffTab; orgId: number }) {
  const t = useT(staffCatalogue);
  const { Part } = parts[tab];
  return (
    <>
      <PageHeader title={t('staff.title')} lead={t('staff.lead')} />
      <StaffLanguage />
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
            {t(parts[name].label)}
          </Link>
        ))}
        <OwnerLink />
      </nav>
      <Part orgId={orgId} />
    </>
  );
}
