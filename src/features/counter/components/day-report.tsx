import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ulaanbaatarDay, type DayReport as Report } from '@contract';
import { Card } from '@/components/card/card';
import { DateField } from '@/components/date-field/date-field';
import { DateRangeFields } from '@/components/date-field/date-range-fields';
import { SelectField } from '@/components/select-field/select-field';
import { Spinner } from '@/components/spinner/spinner';
import { dayReportQueryOptions, handoverExportUrl } from '@/data/counter/report';
import { allWarehousesQueryOptions } from '@/data/warehouses/get-all-warehouses';
import { counterCatalogue } from '@/i18n/catalogues/counter';
import { useT } from '@/i18n/i18n';
import { formatDate, formatDateTime, formatTugrik } from '@/lib/format';
import * as counterStyles from '@/components/staff/counter.css';
import { FigureList } from './figure-list';
import { HandoverActions } from './handover-actions';
import { MyWorkCard } from './my-work-card';
import * as styles from '@/components/staff/staff.css';

/**
 * "Тайлан": the day's receipts (each to print again, and to undo while its window is open), the money by method from the ledger (all warehouses', or those of one warehouse's
 * staff), the parcels waiting at Ulaanbaatar, and a CSV of a period.
 */
export function DayReport({ orgId }: { orgId: number }) {
  const t = useT(counterCatalogue);
  const [date, setDate] = useState(() => ulaanbaatarDay(new Date()));
  const [warehouse, setWarehouse] = useState('');
  const warehouses = useQuery(allWarehousesQueryOptions(orgId));
  const { data, isPending } = useQuery(dayReportQueryOptions(date, warehouse ? Number(warehouse) : null));
  return (
    <div className={styles.stack}>
      <Card>
        <div className={styles.stack}>
          <DateField label={t('counter.today')} name="date" required value={date} onChange={(day) => day && setDate(day)} />
          <SelectField
            label={t('counter.warehouse')}
            name="warehouse"
            value={warehouse}
            onChange={setWarehouse}
            options={[
              { value: '', label: t('counter.allWarehouses') },
              ...(warehouses.data?.list ?? []).map((item) => ({ value: String(item.id), label: item.name })),
            ]}
          />
        </div>
      </Card>
      <MyWorkCard date={date} />
      {isPending || !data ? <Spinner /> : <ReportFigures report={data} />}
      {data ? <HandoverList report={data} /> : null}
      {data ? <WaitingList report={data} /> : null}
      <ExportCard defaultDay={date} />
    </div>
  );
}

function ReportFigures({ report }: { report: Report }) {
  const t = useT(counterCatalogue);
  const figures = [
    { label: t('counter.handovers'), value: String(report.handovers) },
    { label: t('counter.collected'), value: formatTugrik(report.total) },
    ...report.byMethod.map((row) => ({ label: t(`counter.${row.method}`), value: formatTugrik(row.total) })),
    { label: t('counter.waiting'), value: t('counter.waitingCount', { count: report.waiting.count }) },
    { label: t('counter.toCollect'), value: formatTugrik(report.waiting.totalFee) },
  ];
  return (
    <Card title={`${t('counter.reportTitle')} · ${formatDate(`${report.date}T12:00:00`)}`}>
      <FigureList figures={figures} />
    </Card>
  );
}

function HandoverList({ report }: { report: Report }) {
  const t = useT(counterCatalogue);
  return (
    <Card title={t('counter.handovers')}>
      {report.list.length === 0 ? (
        <p className={styles.hint}>{t('counter.noHandovers')}</p>
      ) : (
        <ul className={styles.list}>
          {report.list.map((handover) => (
            <li
              key={handover.id}
              className={`${styles.listItem} ${counterStyles.reportReceipt} ${handover.voidedAt ? counterStyles.voided : ''}`}
            >
              <span className={styles.code}>
                #{handover.id} · {formatDateTime(handover.at)}
              </span>
              <span>
                {formatTugrik(handover.total)} · {t(`counter.${handover.method}`)}
                {handover.voidedAt ? ` · ${t('counter.voided')}` : ''}
              </span>
              <span className={styles.meta}>
                {handover.customer.phone} · {handover.parcels.map((parcel) => parcel.trackCode).join(', ')}
              </span>
              <HandoverActions handover={handover} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function WaitingList({ report }: { report: Report }) {
  const t = useT(counterCatalogue);
  return (
    <Card title={`${t('counter.waiting')} · ${t('counter.waitingCount', { count: report.waiting.count })}`}>
      {report.waiting.parcels.length === 0 ? (
        <p className={styles.hint}>{t('counter.noWaiting')}</p>
      ) : (
        <div className={counterStyles.tableWrap} tabIndex={0} role="group" aria-label={t('counter.waiting')}>
          <table className={counterStyles.table}>
            <thead>
              <tr>
                {[t('counter.parcel'), t('counter.phone'), t('counter.shelf'), t('counter.fee'), t('counter.waiting')].map((heading) => (
                  <th key={heading} className={counterStyles.cell} scope="col">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.waiting.parcels.map((parcel) => (
                <tr key={parcel.trackCode}>
                  <td className={`${counterStyles.cell} ${styles.code}`}>{parcel.trackCode}</td>
                  <td className={counterStyles.cell}>{parcel.phone}</td>
                  <td className={counterStyles.cell}>{parcel.shelf ?? '—'}</td>
                  <td className={counterStyles.cell}>{parcel.fee === null ? '—' : formatTugrik(parcel.fee)}</td>
                  <td className={counterStyles.cell}>{t('counter.days', { days: parcel.days })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function ExportCard({ defaultDay }: { defaultDay: string }) {
  const t = useT(counterCatalogue);
  const [range, setRange] = useState({ from: defaultDay, to: defaultDay });
  return (
    <Card title={t('counter.exportTitle')}>
      <div className={counterStyles.exportRow}>
        <DateRangeFields range={range} onChange={setRange} labels={{ from: t('counter.from'), to: t('counter.to') }} />
        <a className={styles.fileButton} href={handoverExportUrl(range.from, range.to)} download>
          {t('counter.download')}
        </a>
      </div>
    </Card>
  );
}
