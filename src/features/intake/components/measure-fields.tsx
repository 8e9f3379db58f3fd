import type { KeyboardEvent, Ref } from 'react';
import type { StaffParcel } from '@contract';
import { TextField } from '@/components/text-field/text-field';
import { counterCatalogue } from '@/i18n/catalogues/counter';
import { useT } from '@/i18n/i18n';
import { formatMeasures } from '@/lib/measures';
import { numberInput } from '@/components/staff/number-input';
import * as counterStyles from '@/components/staff/counter.css';
import * as styles from '@/components/staff/staff.css';

/** What the scale and the tape say, as typed (kg and cm, a decimal comma allowed), and the shelf place. */
export type MeasureValues = { weightKg: string; widthCm: string; heightCm: string; lengthCm: string; shelf: string };

export const EMPTY_MEASURES: MeasureValues = { weightKg: '', widthCm: '', heightCm: '', lengthCm: '', shelf: '' };

const MEASURES = [
  { name: 'weightKg', label: 'counter.weightKg' },
  { name: 'widthCm', label: 'counter.widthCm' },
  { name: 'heightCm', label: 'counter.heightCm' },
  { name: 'lengthCm', label: 'counter.lengthCm' },
] as const;

/** The measures for the contract's schema: numbers, nothing for empty fields; the server computes the fee from them. */
export function measuresBody(values: MeasureValues) {
  const shelf = values.shelf.trim();
  return {
    weightKg: numberInput(values.weightKg),
    widthCm: numberInput(values.widthCm),
    heightCm: numberInput(values.heightCm),
    lengthCm: numberInput(values.lengthCm),
    shelf: shelf === '' ? undefined : shelf,
  };
}

type FieldOf = (name: keyof MeasureValues) => {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
};

/** What the intake station's one pass adds to each measure field: its element, and Enter moving on. */
export type MeasureFieldExtras = (name: keyof MeasureValues) => {
  ref?: Ref<HTMLInputElement>;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
};

/** Weight, the three sides and the shelf place: one row of four on a desk, two by two on a phone. */
export function MeasureFields({ form, extras = () => ({}) }: { form: { field: FieldOf }; extras?: MeasureFieldExtras }) {
  const t = useT(counterCatalogue);
  return (
    <fieldset className={`${counterStyles.measures} ${styles.full}`}>
      <legend className={counterStyles.legend}>{t('counter.measuresLegend')}</legend>
      <div className={counterStyles.measuresGrid}>
        {MEASURES.map(({ name, label }) => (
          <TextField
            key={name}
            label={t(label)}
            {...form.field(name)}
            {...extras(name)}
            inputMode="decimal"
            autoComplete="off"
            maxLength={8}
            enterKeyHint="next"
          />
        ))}
      </div>
      <TextField
        label={t('counter.shelfOptional')}
        {...form.field('shelf')}
        {...extras('shelf')}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={12}
      />
    </fieldset>
  );
}

/** "3 кг · 50×40×60 см · B-12" beside a saved parcel. */
export function MeasuresText({ parcel }: { parcel: Pick<StaffParcel, 'weightKg' | 'widthCm' | 'heightCm' | 'lengthCm' | 'shelf'> }) {
  const t = useT(counterCatalogue);
  const text = formatMeasures(parcel, { kg: t('counter.kg'), cm: t('counter.cm') });
  return (
    <>
      {text ? ` · ${text}` : null}
      {parcel.shelf ? ` · ${t('counter.shelf')} ${parcel.shelf}` : null}
    </>
  );
}
