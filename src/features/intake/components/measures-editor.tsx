import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { staffParcelPatchSchema, type StaffParcel } from '@contract';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { staffParcelQueryOptions } from '@/data/parcels/get-staff-parcel';
import { staffKeys } from '@/data/query-keys';
import { useUpdateParcel } from '@/data/parcels/update-parcel';
import { useForm } from '@/hooks/use-form';
import { intakeCatalogue } from '@/i18n/catalogues/intake';
import { useT } from '@/i18n/i18n';
import { parsedBy } from '@/lib/form-checks';
import { notify } from '@/lib/toast';
import { measuresBody, MeasureFields, type MeasureValues } from './measure-fields';
import { ParcelFee } from './parcel-fee';
import * as styles from '@/components/staff/staff.css';

const asText = (value: number | null) => (value === null ? '' : String(value));

const valuesOf = (parcel: StaffParcel): MeasureValues => ({
  weightKg: asText(parcel.weightKg),
  widthCm: asText(parcel.widthCm),
  heightCm: asText(parcel.heightCm),
  lengthCm: asText(parcel.lengthCm),
  shelf: parcel.shelf ?? '',
});

/** The measures as PATCH takes them: new measures make the fee by the rule; an emptied shelf takes the parcel off it. */
const checkMeasures = (parcel: StaffParcel) =>
  parsedBy(staffParcelPatchSchema, (values: MeasureValues) => {
    const body = measuresBody(values);
    return { ...body, shelf: body.shelf ?? (parcel.shelf === null ? undefined : null) };
  });

/**
 * Weight, size and shelf of a parcel already in, edited after intake (weighed later, re-measured at
 * the counter): the same PATCH /api/staff/parcels/{trackCode}, so the fee follows the rule.
 */
export function MeasuresEditor({ parcel, onSaved }: { parcel: StaffParcel; onSaved?: (parcel: StaffParcel) => void }) {
  const t = useT(intakeCatalogue);
  const update = useUpdateParcel();
  const form = useForm<MeasureValues>(valuesOf(parcel));
  const save = (patch: Parameters<typeof update.mutateAsync>[0]['patch']) => {
    if (update.isPending) return;
    void update.mutateAsync({ trackCode: parcel.trackCode, patch }).then(
      ({ movedFrom: _movedFrom, ...saved }) => {
        notify.success(t('intake.measuresSaved'));
        onSaved?.(saved);
      },
      () => undefined,
    );
  };
  return (
    <form className={styles.stack} onSubmit={form.submit(checkMeasures(parcel), save)} noValidate aria-label={t('intake.measures')}>
      <MeasureFields form={form} />
      <p className={styles.meta}>
        {t('intake.fee')}: <ParcelFee parcel={parcel} />
      </p>
      <Button type="submit" variant="secondary" pending={update.isPending}>
        {t('intake.saveMeasures')}
      </Button>
    </form>
  );
}

/** "Жин, хэмжээ, тавиур" beside a parcel on a list (the counter): the editor in a modal, the parcel read fresh. */
export function MeasuresEditorButton({ trackCode }: { trackCode: string }) {
  const t = useT(intakeCatalogue);
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const parcel = useQuery({ ...staffParcelQueryOptions(trackCode), enabled: open });
  return (
    <>
      <Button variant="outline" size="sm" aria-label={`${t('intake.measures')}: ${trackCode}`} onClick={() => setOpen(true)}>
        {t('intake.measures')}
      </Button>
      {open ? (
        <Modal title={`${t('intake.measures')}: ${trackCode}`} onClose={() => setOpen(false)}>
          {parcel.data ? (
            <MeasuresEditor
              parcel={parcel.data}
              onSaved={() => {
                setOpen(false);
                // The counter's lists show the new fee and shelf.
                void queryClient.invalidateQueries({ queryKey: staffKeys.all });
              }}
            />
          ) : null}
        </Modal>
      ) : null}
    </>
  );
}
