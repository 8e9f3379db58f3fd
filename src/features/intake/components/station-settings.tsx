import { useState } from 'react';
import { useNarrowScreen } from '@/hooks/use-narrow-screen';
import { intakeCatalogue } from '@/i18n/catalogues/intake';
import { useT } from '@/i18n/i18n';
import { LabelSettingsBar } from '../labels/label-settings-bar';
import type { useScale } from '../lib/scale/use-scale';
import { useStationSettings, workerRun } from '../lib/station-settings';
import { scaleReading, StationBar, useActiveWarehouses } from './station-bar';
import * as intakeStyles from './intake.css';

type StationSettingsProps = { userId: number; orgId: number; scale: ReturnType<typeof useScale> };

/**
 * The station's switches (warehouse, scale, sound, label printer) above the scan form. On a phone
 * they would push the code field below the fold, where a worker scanning one box after another
 * needs it first: there they fold into one line that still says the warehouse and the scale's state,
 * and open on a tap. A wide screen has room to show them all.
 */
export function StationSettings(props: StationSettingsProps) {
  const narrow = useNarrowScreen();
  const [open, setOpen] = useState(false);
  const bars = (
    <>
      <StationBar {...props} />
      <LabelSettingsBar />
    </>
  );
  if (!narrow) return <div className={intakeStyles.stationOpen}>{bars}</div>;
  return (
    <details className={intakeStyles.stationFold} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <StationSummary {...props} />
      <div className={intakeStyles.stationFoldBody}>{bars}</div>
    </details>
  );
}

/** The folded line: "Станцын тохиргоо · <warehouse> · <scale>". */
function StationSummary({ userId, orgId, scale }: StationSettingsProps) {
  const t = useT(intakeCatalogue);
  const { warehouseId } = workerRun(useStationSettings(), userId);
  // The warehouse the select shows: an inactive one is not offered there, so it is not named here either.
  const warehouse = useActiveWarehouses(orgId).find((candidate) => candidate.id === warehouseId)?.name ?? t('intake.noWarehouse');
  const scaleWords = scaleReading(scale, t);
  return (
    <summary className={intakeStyles.stationFoldSummary}>
      <span className={intakeStyles.stationFoldTitle}>{t('intake.stationSettings')}</span>
      <span className={intakeStyles.stationFoldState}>
        {t('intake.warehouse')}: {warehouse}
        {scaleWords ? ` · ${scaleWords}` : ''}
      </span>
    </summary>
  );
}
