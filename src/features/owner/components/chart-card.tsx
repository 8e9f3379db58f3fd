import { useMemo } from 'react';
import { Card } from '@/components/card/card';
import { ownerCatalogue } from '@/i18n/catalogues/owner';
import { useT } from '@/i18n/i18n';
import { formatTugrik } from '@/lib/format';
import { tableCsv, type ChartTable } from '../lib/chart-tables';
import * as styles from './owner.css';
import { UplotChart, type ChartKind } from './uplot-chart';

type OwnerT = ReturnType<typeof useT<typeof ownerCatalogue>>;
type Column = Parameters<OwnerT>[0] extends infer Key ? (Key extends `owner.${infer Name}` ? Name : never) : never;

/** Saves text as a file, in the browser (no server round trip: the figures are on the screen already). */
function downloadText(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** One chart with its table (for screen readers, and anyone who wants the numbers) and its CSV. */
export function ChartCard({
  title,
  table,
  kind,
  money = false,
  fileName,
  notDrawn = 0,
}: {
  title: string;
  table: ChartTable;
  kind: ChartKind;
  money?: boolean;
  fileName: string;
  /** How many first series the table has but the chart leaves out (the transit chart draws hours, not counts). */
  notDrawn?: number;
}) {
  const t = useT(ownerCatalogue);
  const headings = useMemo(() => table.columns.map((column) => t(`owner.${column as Column}`)), [table, t]);
  const names = useMemo(() => headings.slice(1 + notDrawn), [headings, notDrawn]);
  const drawn = useMemo(() => ({ ...table, series: table.series.slice(notDrawn) }), [table, notDrawn]);
  const show = (value: number) => (money ? formatTugrik(value) : String(value));
  return (
    <Card title={title}>
      {table.labels.length === 0 ? (
        <p className={styles.meta}>{t('owner.noData')}</p>
      ) : (
        <>
          <UplotChart table={drawn} names={names} xLabel={headings[0]!} kind={kind} label={title} money={money} />
          <details>
            <summary className={styles.summary}>{t('owner.showTable')}</summary>
            <div className={styles.tableWrap} tabIndex={0} role="group" aria-label={title}>
              <table className={styles.table}>
                <caption className={styles.meta}>{title}</caption>
                <thead>
                  <tr>
                    {headings.map((heading) => (
                      <th key={heading} scope="col" className={styles.cell}>
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.labels.map((label, row) => (
                    <tr key={label}>
                      <th scope="row" className={styles.cell}>
                        {label.replaceAll('-', '/')}
                      </th>
                      {table.series.map((column, index) => (
                        <td key={headings[index + 1]} className={styles.number}>
                          {show(column[row]!)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
          <div>
            <button type="button" className={styles.download} onClick={() => downloadText(fileName, tableCsv(table, headings))}>
              {t('owner.downloadCsv')}
            </button>
          </div>
        </>
      )}
    </Card>
  );
}
