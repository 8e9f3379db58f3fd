import { SelectField } from '@/components/select-field/select-field';
import { TextField } from '@/components/text-field/text-field';
import { accountCatalogue } from '@/i18n/catalogues/account';
import { useT } from '@/i18n/i18n';
import { findCity, findDistrict } from '@/lib/admin-divisions';
import type { FieldErrors } from '@/lib/form-checks';
import { useAdminDivisions } from '../use-admin-divisions';

export type DivisionField = 'city' | 'district' | 'subdistrict';

type DivisionFieldsProps = {
  values: Record<DivisionField, string>;
  errors: FieldErrors<DivisionField>;
  onChange: (field: DivisionField, value: string) => void;
};

const asOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

/**
 * City → district → sub-district, each list following the choice above it: Ulaanbaatar's districts
 * and numbered khoroos, or an aimag's soums (whose bag is typed, see admin-divisions/data.ts).
 */
export function DivisionFields({ values, errors, onChange }: DivisionFieldsProps) {
  const t = useT(accountCatalogue);
  const state = useAdminDivisions();

  const typed = (field: DivisionField) => (
    <TextField
      key={field}
      label={t(`address.${field}`)}
      name={field}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => onChange(field, event.target.value)}
    />
  );

  // Without the list (offline before it was ever loaded) the address can still be typed.
  if (state.status === 'failed') return <>{(['city', 'district', 'subdistrict'] as const).map(typed)}</>;

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
        placeholder={t('account.choose')}
        options={asOptions(divisions.map((item) => item.name))}
        value={values.city}
        error={errors.city}
        disabled={loading}
        onChange={chooseCity}
      />
      <SelectField
        label={t('address.district')}
        name="district"
        placeholder={t('account.choose')}
        options={asOptions(city?.districts.map((item) => item.name) ?? [])}
        value={values.district}
        error={errors.district}
        disabled={loading || !values.city}
        onChange={chooseDistrict}
      />
      {district && district.subdistricts === null ? (
        typed('subdistrict')
      ) : (
        <SelectField
          label={t('address.subdistrict')}
          name="subdistrict"
          placeholder={t('account.choose')}
          options={asOptions(district?.subdistricts ?? [])}
          value={values.subdistrict}
          error={errors.subdistrict}
          disabled={loading || !values.district}
          onChange={(value) => onChange('subdistrict', value)}
        />
      )}
    </>
  );
}
