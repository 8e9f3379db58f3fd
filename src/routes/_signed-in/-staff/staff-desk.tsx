import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { arrivalCatalogue } from '@/i18n/catalogues/arrival';
import { counterCatalogue } from '@/i18n/catalogues/counter';
import { staffCatalogue } from '@/i18n/catalogues/staff';
import { tripsCatalogue } from '@/i18n/catalogues/trips';
import { useT } from '@/i18n/i18n';
import { STAFF_TABS, type StaffTab } from './tabs';
import { ClaimsPanel } from '@/features/arrival/components/claims-panel';
import { CounterDesk } from '@/features/counter/components/counter-desk';
import { MeasuresEditorButton } from '@/features/intake/components/measures-editor';
import { LatePanel } from '@/features/arrival/components/late-panel';
import { StorageRuleForm } from '@/features/staff-settings/components/storage-rule-form';
import { CsvImport } from '@/features/csv-import/components/csv-import';
import { CustomerHelp } from '@/features/customer-help/components/customer-help';
import { DeliveryQueue } from '@/features/delivery-queue/components/delivery-queue';
import { MoveStatus } from '@/features/intake/components/move-status';
import { OwnerLink } from './owner-link';
import { ContactsForm } from '@/features/staff-settings/components/contacts-form';
import { PricesForm } from '@/features/staff-settings/components/prices-form';
import { RegisterParcels } from '@/features/intake/components/register-parcels';
import { StaffLanguage } from './staff-language';
import { DayReport } from '@/features/counter/components/day-report';
import { WarehousesPanel } from '@/features/staff-settings/components/warehouses-panel';
import * as styles from '@/components/staff/staff.css';

/** Each part: its tab's label and what it shows (every part gets the organisation, most ignore it). */
const parts = {
  register: { label: 'staff.tabRegister', Part: RegisterParcels },
  status: { label: 'staff.tabStatus', Part: MoveStatus },
  counter: { label: 'counter.tabCounter', Part: CounterPart },
  report: { label: 'counter.tabReport', Part: DayReport },
  import: { label: 'staff.tabImport', Part: CsvImport },
  places: { label: 'staff.tabPlaces', Part: PlacesPart },
  delivery: { label: 'staff.tabDelivery', Part: DeliveryQueue },
  customers: { label: 'staff.tabCustomers', Part: CustomerHelp },
  arrival: { label: 'arrival.tabArrival', Part: ArrivalPart },
} as const satisfies Record<Exclude<StaffTab, 'trips'>, { label: string; Part: ComponentType<{ orgId: number }> }>;

type PartLabel = (typeof parts)[Exclude<StaffTab, 'trips'>]['label'];
type CounterLabel = Extract<PartLabel, `counter.${string}`>;
type ArrivalLabel = Extract<PartLabel, `arrival.${string}`>;

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

/** Issue 27: customers' claims on unclaimed parcels, and the parcels running late. */
function ArrivalPart() {
  return (
    <div className={styles.stack}>
      <ClaimsPanel />
      <LatePanel />
    </div>
  );
}

/**
 * The staff screen: one part at a time, switched by links so each part has its own URL. The trips'
 * part (issue 37) is its own feature, so the route hands it in.
 */
export function StaffDesk({ tab, orgId, TripsPart }: { tab: StaffTab; orgId: number; TripsPart: ComponentType }) {
  const t = useT(staffCatalogue);
  const tt = useT(tripsCatalogue);
  const tc = useT(counterCatalogue);
  const ta = useT(arrivalCatalogue);
  // The counter's and the arrival part's tabs are named in their own catalogues.
  const label = (key: PartLabel) =>
    key.startsWith('counter.')
      ? tc(key as CounterLabel)
      : key.startsWith('arrival.')
        ? ta(key as ArrivalLabel)
        : t(key as Exclude<PartLabel, CounterLabel | ArrivalLabel>);
  const Part = tab === 'trips' ? TripsPart : parts[tab].Part;
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
            {name === 'trips' ? tt('trips.tab') : label(parts[name].label)}
          </Link>
        ))}
        <OwnerLink />
      </nav>
      <Part orgId={orgId} />
    </>
  );
}
