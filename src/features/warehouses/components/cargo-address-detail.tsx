import { fillPhoneToken, hasPhoneToken } from '@contract/cargo-address-token';
import type { CargoAddress } from '@contract';
import { Card } from '@/components/card/card';
import { CopyAllButton, CopyButton } from '@/components/copy-button/copy-button';
import { SavedAt } from '@/components/saved-at/saved-at';
import { Skeleton } from '@/components/skeleton/skeleton';
import { usePublicAnswer } from '@/data/public-answers';
import { cargoAddressQueryOptions } from '@/data/warehouses/get-cargo-address';
import { journeyCatalogue } from '@/i18n/catalogues/journey';
import { useT, type MessageKey } from '@/i18n/i18n';
import { notify } from '@/lib/toast';
import { AddressPhone, useAddressPhone, useAskForPhone } from './address-phone';
import { WarehouseNotFound } from './warehouse-not-found';
import * as styles from './cargo-address-detail.css';

type Field = { label: 'address.consignee' | 'address.phone' | 'address.region' | 'address.address' | 'address.zipcode'; value: string };

/** The address's lines in the shops' order (also the connect guide's steps). */
export function fieldsOf(address: CargoAddress): Field[] {
  const fields: Field[] = [
    { label: 'address.consignee', value: address.consignee },
    { label: 'address.phone', value: address.phone },
    { label: 'address.region', value: address.region },
    { label: 'address.address', value: address.address },
  ];
  // The zip code is shown only when the warehouse has one.
  if (address.zipcode) fields.push({ label: 'address.zipcode', value: address.zipcode });
  return fields;
}

/**
 * The address's lines with the customer's phone in place of `{phone}` (the signed-in customer's, or
 * the one a visitor gave): shown with a stand-in until a phone is known, and copied only once it is,
 * since a parcel addressed to the placeholder arrives with no owner. Every screen that copies the
 * address (this card, the shops' guides) goes through here.
 */
export function usePhoneFilledFields(address: CargoAddress | null | undefined) {
  const t = useT(journeyCatalogue);
  const { phone } = useAddressPhone();
  const { inputRef, ask } = useAskForPhone();
  const template = address ? fieldsOf(address) : [];
  const needsPhone = template.some((field) => hasPhoneToken(field.value));
  const fields = template.map((field) => ({
    ...field,
    value: fillPhoneToken(field.value, phone ?? t('journey.phonePlaceholder')),
    needsPhone: hasPhoneToken(field.value),
  }));
  const askForPhone =
    needsPhone && !phone
      ? () => {
          ask();
          notify.error(t('journey.phoneFirst'));
        }
      : undefined;
  // Shops' "smart paste" boxes read one value per line.
  const allText = fields.map((field) => field.value).join('\n');
  return { fields, needsPhone, askForPhone, inputRef, allText };
}

/**
 * A warehouse's receiving address, each line copyable, ready to paste into a shop's checkout. Online,
 * a saved copy waits behind the stand-in for the network's answer (a changed address must not be
 * copied), and whatever copy is shown says when it was saved.
 */
export function CargoAddressDetail({ warehouseId }: { warehouseId: number }) {
  const t = useT(journeyCatalogue);
  const { data: address, savedAt, waitingForNetwork } = usePublicAnswer(cargoAddressQueryOptions(warehouseId));
  const { fields, needsPhone, askForPhone, inputRef, allText } = usePhoneFilledFields(address);
  if (waitingForNetwork) return <CargoAddressSkeleton />;
  if (!address) return <WarehouseNotFound />;

  return (
    <Card className={styles.card} aria-labelledby="cargo-address-name">
      <div>
        <h2 id="cargo-address-name" className={styles.name}>
          {address.warehouse.name}
        </h2>
        <p className={styles.hint}>{t('address.hint')}</p>
        <SavedAt at={savedAt} />
      </div>
      {needsPhone ? <AddressPhone inputRef={inputRef} /> : null}
      <dl className={styles.rows}>
        {fields.map((field) => (
          <div key={field.label} className={styles.row}>
            <dt className={styles.label}>{t(field.label)}</dt>
            <dd className={styles.value}>
              <span className={styles.valueText}>{field.value}</span>
              {/* Only a field with the token waits for the phone; the others copy as they are. */}
              <CopyButton text={field.value} field={t(field.label)} ask={field.needsPhone ? askForPhone : undefined} />
            </dd>
          </div>
        ))}
      </dl>
      <CopyAllButton text={allText} field={t('address.title')} ask={askForPhone} />
    </Card>
  );
}

const SKELETON_LABELS: readonly MessageKey[] = ['address.consignee', 'address.phone', 'address.region', 'address.address'];

/** The address card while the address is on the way: the labels and hint at once, stand-ins for the values. */
export function CargoAddressSkeleton() {
  const t = useT();
  return (
    <Card className={styles.card} aria-busy="true">
      <div>
        <p className={styles.name}>
          <Skeleton width="16ch" />
        </p>
        <p className={styles.hint}>{t('address.hint')}</p>
      </div>
      <dl className={styles.rows}>
        {SKELETON_LABELS.map((label) => (
          <div key={label} className={styles.row}>
            <dt className={styles.label}>{t(label)}</dt>
            <dd className={styles.value}>
              <Skeleton width="18ch" />
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
