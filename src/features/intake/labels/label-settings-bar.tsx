import { SelectField } from '@/components/select-field/select-field';
import { labelCatalogue } from '@/i18n/catalogues/labels';
import { useT } from '@/i18n/i18n';
import * as staffStyles from '@/components/staff/staff.css';
import { LABEL_SIZES, labelSettings, type LabelSize } from './label-settings';

const SIZE_OPTIONS = (Object.keys(LABEL_SIZES) as LabelSize[]).map((size) => ({ value: size, label: `${size.replace('x', '×')} mm` }));

/** The station's label printer: its label size and "Автоматаар хэвлэх", kept on this device. */
export function LabelSettingsBar() {
  const t = useT(labelCatalogue);
  const settings = labelSettings.use();
  return (
    <div className={staffStyles.stack}>
      <SelectField
        label={t('label.size')}
        value={settings.size}
        options={SIZE_OPTIONS}
        onChange={(size) => labelSettings.set({ ...settings, size })}
      />
      <label className={staffStyles.checkRow}>
        <input
          type="checkbox"
          className={staffStyles.checkbox}
          checked={settings.autoPrint}
          onChange={(event) => labelSettings.set({ ...settings, autoPrint: event.target.checked })}
        />
        <span className={staffStyles.checkText}>
          <span>{t('label.autoPrint')}</span>
          <span className={staffStyles.hint}>{t('label.autoPrintHint')}</span>
        </span>
      </label>
    </div>
  );
}
