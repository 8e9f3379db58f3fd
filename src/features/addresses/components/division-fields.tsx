import { TextField } from '@/components/text-field/text-field';
import { useT } from '@/i18n/i18n';
import { findCity, findDistrict } from '@/lib/admin-divisions';
import type { FieldErrors } from '@/lib/field-errors';
import { useAddressTexts } from '../texts';
import { useAdminDivisions } from '../use-admin-divisions';
import { SelectField } from './select-field';

export type DivisionField = 'city' | 'district' | 'subdistrict';

type DivisionFieldsProps = {
  values: Record<DivisionField, string>;
  errors: FieldErrors<DivisionField>;
  onChange: (field: DivisionField, value: string) => void;
};

/**
 * City → district → sub-district, each list following the choice above it: Ulaanbaatar's districts
 * and numbered khoroos, or an aimag's soums (whose bag is typed, see admin-divisions/data.ts).
 */
export function DivisionFields({ values, errors, onChange }: DivisionFieldsProps) {
  const t = useT();
  const texts = useAddressTexts();
  const state = useAdminDivisions();

  if (state.status === 'failed') {
    // Without the list (offline before it was ever loaded) the address can still be typed.
    return (
      <>
        {(['city', 'district', 'subdistrict'] as const).map((field) => (
          <TextField
            key={field}
            label={t(`address.${field}`)}
            name={field}
            value={values[field]}
            error={errors[field]}
            onChange={(event) => onChange(field, event.target.value)}
          />
        ))}
      </>
    );
  }

  const divisions = state.status === 'ready' ? state.divisions : [];
  const city = findCity(divisions, values.city);
  const district = findDistrict(divisions, values.city, values.district);
  const loading = state.status === 'loading';

  const chooseCity = (value: string) => {
    onChange('city', value);
    onChange('district', '');
    onChange('subdistrict', '');
  };
  const chooseDistrict = (value: string) => {
    onChange('district', value);
    onChange('subdistrict', '');
  };

  return (
    <>
      <SelectField
        label={t('address.city')}
        name="city"
        placeholder={texts.choose}
        options={divisions.map((item) => item.name)}
        value={values.city}
        error={errors.city}
        disabled={loading}
        onChange={(event) => chooseCity(event.target.value)}
      />
      <SelectField
        label={t('address.district')}
        name="district"
        placeholder={texts.choose}
        options={city?.districts.map((item) => item.name) ?? []}
        value={values.district}
        error={errors.district}
        disabled={loading || !values.city}
        onChange={(event) => chooseDistrict(event.target.value)}
      />
      {district && district.subdistricts === null ? (
        <TextField
          label={t('address.subdistrict')}
          name="subdistrict"
          value={values.subdistrict}
          error={errors.subdistrict}
          onChange={(event) => onChange('subdistrict', event.target.value)}
        />
      ) : (
        <SelectField
          label={t('address.subdistrict')}
          name="subdistrict"
          placeholder={texts.choose}
          options={district?.subdistricts ?? []}
          value={values.subdistrict}
          error={errors.subdistrict}
          disabled={loading || !values.district}
          onChange={(event) => onChange('subdistrict', event.target.value)}
        />
      )}
    </>
  );
}
