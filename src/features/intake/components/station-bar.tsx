import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/button/button';
import { SelectField } from '@/components/select-field/select-field';
import { allWarehousesQueryOptions } from '@/data/warehouses/get-all-warehouses';
import { intakeCatalogue } from '@/i18n/catalogues/intake';
import { useT, type Translate } from '@/i18n/i18n';
import type { useScale } from '../lib/scale/use-scale';
import type { ScaleProtocol } from '../lib/scale/scale-protocol';
import { changeStationSettings, saveWorkerRun, useStationSettings, workerRun } from '../lib/station-settings';
import * as intakeStyles from './intake.css';
import * as styles from '@/components/staff/staff.css';

type Scale = ReturnType<typeof useScale>;

/** The warehouses a station can work for: the organization's active ones. */
export function useActiveWarehouses(orgId: number) {
  const warehouses = useQuery(allWarehousesQueryOptions(orgId));
  return (warehouses.data?.list ?? []).filter((warehouse) => warehouse.state === 'ACTIVE');
}

/** What a connected scale says (its last steady weight, or just that it is connected); null when it is not connected. */
export function scaleReading(scale: Scale, t: Translate<'intake.scaleConnected' | 'intake.scaleWeight'>): string | null {
  if (scale.state !== 'on') return null;
  return scale.lastKg === null ? t('intake.scaleConnected') : t('intake.scaleWeight', { kg: scale.lastKg.toFixed(2) });
}

/** The intake station's own switches: which warehouse, the scale, the sound, the one-pass mode. */
export function StationBar({ userId, orgId, scale }: { userId: number; orgId: number; scale: Scale }) {
  const t = useT(intakeCatalogue);
  const settings = useStationSettings();
  const { warehouseId } = workerRun(settings, userId);
  const active = useActiveWarehouses(orgId);
  const connected = scale.state === 'on';

  return (
    <div className={intakeStyles.stationBar}>
      <SelectField
        className={intakeStyles.stationField}
        label={t('intake.warehouse')}
        name="warehouse"
        value={warehouseId === null ? '' : String(warehouseId)}
        placeholder={t('intake.noWarehouse')}
        options={active.map((warehouse) => ({ value: String(warehouse.id), label: warehouse.name }))}
        onChange={(value) => saveWorkerRun(userId, { warehouseId: value === '' ? null : Number(value) })}
      />
      {scale.state === 'unsupported' ? (
        <p className={intakeStyles.scaleStatus}>{t('intake.scaleUnsupported')}</p>
      ) : (
        <>
          <SelectField<ScaleProtocol>
            className={intakeStyles.stationField}
            label={t('intake.scaleProtocol')}
            name="scaleProtocol"
            value={settings.scaleProtocol}
            options={[
              { value: 'ascii', label: t('intake.protocolAscii') },
              { value: 'toledo8217', label: t('intake.protocolToledo') },
            ]}
            onChange={(scaleProtocol) => changeStationSettings(() => ({ scaleProtocol }))}
          />
          <Button
            variant={connected ? 'outline' : 'secondary'}
            pending={scale.state === 'connecting'}
            onClick={() => void (connected ? scale.disconnect() : scale.connect())}
          >
            {connected ? t('intake.disconnectScale') : t('intake.connectScale')}
          </Button>
          <p className={intakeStyles.scaleStatus} role="status">
            {connected ? (
              <span className={intakeStyles.scaleOn}>{scaleReading(scale, t)}</span>
            ) : scale.state === 'failed' ? (
              <span className={styles.errorText}>{t('intake.scaleFailed')}</span>
            ) : null}
          </p>
        </>
      )}
      <label className={styles.checkRow}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={settings.muted}
          onChange={(event) => changeStationSettings(() => ({ muted: event.target.checked }))}
        />
        <span className={styles.checkText}>{t('intake.mute')}</span>
      </label>
    </div>
  );
}
