import { storageRuleSchema, type StorageRule } from '@contract/arrival-calls';
import { Card } from '@/components/card/card';
import { Spinner } from '@/components/spinner/spinner';
import { TextField } from '@/components/text-field/text-field';
import { useSaveStorageRule, useStorageRule } from '@/data/claims/staff-arrival';
import { useForm } from '@/hooks/use-form';
import { arrivalCatalogue } from '@/i18n/catalogues/arrival';
import { staffCatalogue } from '@/i18n/catalogues/staff';
import { useT } from '@/i18n/i18n';
import { parsedBy } from '@/lib/form-checks';
import { notify } from '@/lib/toast';
import { numberInput } from '@/components/staff/number-input';
import { Button } from '@/components/button/button';
import * as styles from '@/components/staff/staff.css';

type RuleValues = Record<keyof StorageRule, string>;

const checkRule = parsedBy<RuleValues, typeof storageRuleSchema>(storageRuleSchema, (values) => ({
  freeDays: numberInput(values.freeDays),
  dailyFee: numberInput(values.dailyFee),
}));

/** The free storage days at Ulaanbaatar and the daily fee after them (0: none), beside the prices. */
export function StorageRuleForm() {
  const t = useT(arrivalCatalogue);
  const rule = useStorageRule();
  return (
    <Card title={t('arrival.storageTitle')}>
      {rule.data ? <RuleFields key={JSON.stringify(rule.data)} current={rule.data} /> : rule.isPending ? <Spinner /> : null}
    </Card>
  );
}

function RuleFields({ current }: { current: StorageRule }) {
  const t = useT(arrivalCatalogue);
  const ts = useT(staffCatalogue);
  const save = useSaveStorageRule();
  const form = useForm<RuleValues>({ freeDays: String(current.freeDays), dailyFee: String(current.dailyFee) });
  const send = (body: StorageRule) => {
    if (save.isPending) return;
    // As the prices form: the save refetches the rule, which remounts this form.
    void save.mutateAsync(body).then(
      () => notify.success(ts('staff.saved')),
      () => undefined,
    );
  };
  return (
    <form className={styles.pricesGrid} onSubmit={form.submit(checkRule, send)} noValidate>
      <TextField label={t('arrival.storageFreeDays')} inputMode="numeric" autoComplete="off" {...form.field('freeDays')} />
      <TextField label={t('arrival.storageDailyFee')} inputMode="numeric" autoComplete="off" {...form.field('dailyFee')} />
      {/* Its own words, not "Хадгалах": the prices form beside it has that button. */}
      <Button type="submit" block className={styles.full} pending={save.isPending} pendingLabel={ts('pending.save')}>
        {t('arrival.storageSave')}
      </Button>
    </form>
  );
}
