import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { CopyAllButton, CopyButton } from '@/components/copy-button/copy-button';
import { Modal } from '@/components/modal/modal';
import { SelectField } from '@/components/select-field/select-field';
import { Spinner } from '@/components/spinner/spinner';
import { activeWarehousesQueryOptions } from '@/data/warehouses/get-active-warehouses';
import { cargoAddressQueryOptions } from '@/data/warehouses/get-cargo-address';
import { connectCatalogue } from '@/i18n/catalogues/connect';
import { useT } from '@/i18n/i18n';
import { AddressPhone } from './address-phone';
import { usePhoneFilledFields } from './cargo-address-detail';
import { WarehouseNotFound } from './warehouse-not-found';
import * as styles from './connect-guide.css';

export type ShopPlatform = 'taobao' | 'other';

type ConnectGuideProps = { platform: ShopPlatform; orgId: number; onClose: () => void };

/** Where to put each line of our receiving address in a shop's app, step by step, with a copy button beside each. */
export function ConnectGuide({ platform, orgId, onClose }: ConnectGuideProps) {
  const t = useT(connectCatalogue);
  return (
    <Modal title={t(platform === 'taobao' ? 'drawer.taobao' : 'drawer.other')} onClose={onClose}>
      <p className={styles.intro}>{t('connect.intro')}</p>
      <Suspense fallback={<Spinner />}>
        <WarehouseSteps platform={platform} orgId={orgId} />
      </Suspense>
    </Modal>
  );
}

function WarehouseSteps({ platform, orgId }: { platform: ShopPlatform; orgId: number }) {
  const t = useT(connectCatalogue);
  const { data } = useSuspenseQuery(activeWarehousesQueryOptions(orgId));
  const [chosen, setChosen] = useState(() => String(data.list[0]?.id ?? ''));
  if (!chosen) return <WarehouseNotFound />;
  return (
    <>
      {data.list.length > 1 ? (
        <SelectField
          label={t('connect.warehouse')}
          value={chosen}
          options={data.list.map((warehouse) => ({ value: String(warehouse.id), label: warehouse.name }))}
          onChange={setChosen}
        />
      ) : null}
      <Suspense fallback={<Spinner />}>
        <Steps platform={platform} warehouseId={Number(chosen)} />
      </Suspense>
    </>
  );
}

const FIELD_STEPS = {
  'address.consignee': 'connect.consigneeStep',
  'address.phone': 'connect.phoneStep',
  'address.region': 'connect.regionStep',
  'address.address': 'connect.addressStep',
  'address.zipcode': 'connect.zipcodeStep',
} as const;

function Steps({ platform, warehouseId }: { platform: ShopPlatform; warehouseId: number }) {
  const t = useT(connectCatalogue);
  const { data: address } = useSuspenseQuery(cargoAddressQueryOptions(warehouseId));
  const { fields, needsPhone, askForPhone, inputRef, allText } = usePhoneFilledFields(address);
  if (!address) return <WarehouseNotFound />;
  return (
    <>
      {needsPhone ? (
        <div className={styles.phoneBox}>
          <AddressPhone inputRef={inputRef} />
        </div>
      ) : null}
      <ol className={styles.steps}>
        <li>{t(platform === 'taobao' ? 'connect.taobaoOpen' : 'connect.otherOpen')}</li>
        {fields.map((field) => (
          <li key={field.label}>
            {t(FIELD_STEPS[field.label])}
            <span className={styles.value}>
              <span className={styles.valueText}>{field.value}</span>
              <CopyButton text={field.value} field={t(field.label)} ask={field.needsPhone ? askForPhone : undefined} />
            </span>
          </li>
        ))}
        <li>{t('connect.save')}</li>
      </ol>
      <div className={styles.smartPaste}>
        <p>{t('connect.smartPaste')}</p>
        <CopyAllButton text={allText} field={t('address.title')} ask={askForPhone} />
      </div>
    </>
  );
}
