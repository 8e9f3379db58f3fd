import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { MONEY_METHODS, STAGE_FIGURES, ulaanbaatarDay, WAITING_BUCKETS, type Dashboard } from '@contract';
import { Card } from '@/components/card/card';
import { DateRangeFields } from '@/components/date-field/date-range-fields';
import { Segmented } from '@/components/segmented/segmented';
import { SelectField } from '@/components/select-field/select-field';
import { Spinner } from '@/components/spinner/spinner';
import { dashboardQueryOptions } from '@/data/owner/owner';
import { allWarehousesQueryOptions } from '@/data/warehouses/get-all-warehouses';
import { ownerCatalogue } from '@/i18n/catalogues/owner';
import { useT } from '@/i18n/i18n';
import { formatDateTime, formatTugrik } from '@/lib/format';
import { badge } from '@/styles/badge.css';
import { moneyTable, stagesTable, transitTable } from '../lib/chart-tables';
import { ChartCard } from './chart-card';
import * as styles from './owner.css';
import { DashboardTrips } from './dashboard-trips';
import { FigureGrid } from './figure-grid';

type Preset = 'today' | 'days7' | 'days30' | 'custom';
const DAY_MS = 86_400_000;

/** The period a preset means, in Ulaanbaatar dates, ending today. */
function presetPeriod(preset: Exclude<Preset, 'custom'>, now = new Date()): { from: string; to: string } {
  const to = ulaanbaatarDay(now);
  const days = preset === 'today' ? 1 : preset === 'days7' ? 7 : 30;
  return { from: ulaanbaatarDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to };
}

/** "Хянах самбар": the period's figures, the parcels waiting now, and three charts (each with its table and CSV). */
export function DashboardPanel({ orgId }: { orgId: number }) {
  const t = useT(ownerCatalogue);
  const [preset, setPreset] = useState<Preset>('days7');
  const [custom, setCustom] = useState(() => presetPeriod('days7'));
  const [warehouse, setWarehouse] = useState('');
  const period = preset === 'custom' ? custom : presetPeriod(preset);
  const warehouses = useQuery(allWarehousesQueryOptions(orgId));
  const warehouseId = warehouse ? Number(warehouse) : null;
  const validCustom = preset !== 'custom' || (custom.from !== '' && custom.to !== '' && custom.from <= custom.to);
  const { data, isPending, isError } = useQuery({ ...dashboardQueryOptions(period.from, period.to, warehouseId), enabled: validCustom });
  const presets = (['today', 'days7', 'days30', 'custom'] as const).map((value) => ({ value, label: t(`owner.${value}`) }));

  return (
    <div className={styles.stack}>
      <Card title={t('owner.period')}>
        <div className={styles.stack}>
          <Segmented legend={t('owner.period')} name="period" value={preset} options={presets} onChange={setPreset} />
          <div className={styles.periodFields}>
            {preset === 'custom' ? (
              <DateRangeFields range={custom} onChange={setCustom} labels={{ from: t('owner.from'), to: t('owner.to') }} />
            ) : null}
            <SelectField
              label={t('owner.warehouse')}
              name="warehouse"
              value={warehouse}
              onChange={setWarehouse}
              options={[
                { value: '', label: t('owner.allWarehouses') },
                ...(warehouses.data?.list ?? []).map((item) => ({ value: String(item.id), label: item.name })),
              ]}
            />
          </div>
        </div>
      </Card>
      {isError ? null : isPending || !data ? <Spinner /> : <DashboardFigures dashboard={data} />}
    </div>
  );
}

function DashboardFigures({ dashboard }: { dashboard: Dashboard }) {
  const t = useT(ownerCatalogue);
  const stages = useMemo(() => stagesTable(dashboard), [dashboard]);
  const money = useMemo(() => moneyTable(dashboard), [dashboard]);
  const transit = useMemo(() => transitTable(dashboard), [dashboard]);
  const period = `${dashboard.from}_${dashboard.to}`;
  const counts = STAGE_FIGURES.map((stage) => ({ label: t(`owner.${stage}`), value: String(dashboard[stage]) }));
  const collected = MONEY_METHODS.map((method) => ({
    label: `${t('owner.collected')} · ${t(`owner.${method}`)}`,
    value: formatTugrik(dashboard.collected[method]),
  }));
  return (
    <>
      <Card title={`${dashboard.from.replaceAll('-', '/')} – ${dashboard.to.replaceAll('-', '/')}`}>
        <FigureGrid figures={[...counts, ...collected, { label: t('owner.toCollect'), value: formatTugrik(dashboard.toCollect) }]} />
        <p className={styles.meta}>{t('owner.updated', { time: formatDateTime(dashboard.generatedAt) })}</p>
        <SmsBudgetLine sms={dashboard.sms} />
      </Card>
      <Card title={t('owner.waiting')}>
        <FigureGrid
          figures={WAITING_BUCKETS.map((bucket) => ({
            label: t('owner.waitingDays', { bucket }),
            value: String(dashboard.waiting[bucket]),
          }))}
        />
        <OldestTable dashboard={dashboard} />
      </Card>
      <DashboardTrips dashboard={dashboard} />
      <div className={styles.charts}>
        <ChartCard title={t('owner.chartStages')} table={stages} kind="stackedBars" fileName={`parcels-per-day_${period}.csv`} />
        <ChartCard title={t('owner.chartMoney')} table={money} kind="stackedBars" money fileName={`money-per-day_${period}.csv`} />
        <ChartCard title={t('owner.chartTransit')} table={transit} kind="lines" notDrawn={1} fileName={`transit-per-week_${period}.csv`} />
      </div>
    </>
  );
}

/** The company's SMS bill: what went out this hour and today against the budget, and a red pill once it is spent. */
function SmsBudgetLine({ sms }: { sms: Dashboard['sms'] }) {
  const t = useT(ownerCatalogue);
  return (
    <p className={styles.meta} data-testid="sms-budget">
      {sms.spent ? <span className={badge({ tone: 'danger', size: 'sm' })}>{t('owner.smsSpent')}</span> : null}{' '}
      {t('owner.smsBudget', { hour: sms.hour.sent, hourBudget: sms.hour.budget, day: sms.day.sent, dayBudget: sms.day.budget })}
      {sms.refusedToday > 0 ? ` · ${t('owner.smsRefused', { count: sms.refusedToday })}` : ''}
    </p>
  );
}

function OldestTable({ dashboard }: { dashboard: Dashboard }) {
  const t = useT(ownerCatalogue);
  if (dashboard.oldest.length === 0) return <p className={styles.meta}>{t('owner.noWaiting')}</p>;
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone.
    <div className={styles.tableWrap} tabIndex={0} role="group" aria-label={t('owner.oldest')}>
      <table className={styles.table}>
        <caption className={styles.meta}>{t('owner.oldest')}</caption>
        <thead>
          <tr>
            {[t('owner.parcel'), t('owner.phone'), t('owner.shelf'), t('owner.fee'), t('owner.waiting')].map((heading) => (
              <th key={heading} scope="col" className={styles.cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dashboard.oldest.map((parcel) => (
            <tr key={parcel.trackCode}>
              <td className={`${styles.cell} ${styles.code}`}>{parcel.trackCode}</td>
              <td className={styles.cell}>{parcel.phone}</td>
              <td className={styles.cell}>{parcel.shelf ?? '—'}</td>
              <td className={styles.cell}>{parcel.fee === null ? '—' : formatTugrik(parcel.fee)}</td>
              <td className={styles.cell}>{t('owner.days', { days: parcel.days })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
