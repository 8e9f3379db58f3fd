import { MONEY_METHODS, STAGE_FIGURES, type Dashboard } from '@contract';

/*
 * Each chart's data as a table: what the chart draws, what a screen reader reads instead (the table
 * under "Хүснэгтээр харах") and what the CSV download holds. One shape for all three.
 */

export interface ChartTable {
  /** Column headings' keys in the owner catalogue (the first column is the date or week). */
  columns: readonly string[];
  /** The first column's values (dates, week Mondays). */
  labels: string[];
  /** One array per column after the first, each as long as `labels`. */
  series: number[][];
}

export const stagesTable = (dashboard: Dashboard): ChartTable => ({
  columns: ['date', ...STAGE_FIGURES],
  labels: dashboard.perDay.map((day) => day.date),
  series: STAGE_FIGURES.map((stage) => dashboard.perDay.map((day) => day[stage])),
});

export const moneyTable = (dashboard: Dashboard): ChartTable => ({
  columns: ['date', ...MONEY_METHODS],
  labels: dashboard.perDay.map((day) => day.date),
  series: MONEY_METHODS.map((method) => dashboard.perDay.map((day) => day.collected[method])),
});

export const transitTable = (dashboard: Dashboard): ChartTable => ({
  columns: ['week', 'parcels', 'median', 'p90'],
  labels: dashboard.transit.map((week) => week.week),
  series: [
    dashboard.transit.map((week) => week.parcels),
    dashboard.transit.map((week) => week.medianHours),
    dashboard.transit.map((week) => week.p90Hours),
  ],
});

/** A CSV field: quoted when it holds a comma, a quote or a line end (RFC 4180). */
const csvField = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The table as CSV with the given headings; a byte-order mark so Excel reads the Mongolian headings as UTF-8. */
export function tableCsv(table: ChartTable, headings: readonly string[]): string {
  const lines = [headings, ...table.labels.map((label, row) => [label, ...table.series.map((column) => column[row]!)])];
  return `\uFEFF${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** Running totals, each series on top of the ones before: what a stacked bar chart draws. */
export function stacked(series: readonly number[][]): number[][] {
  const sums: number[][] = [];
  series.forEach((values, index) => sums.push(values.map((value, at) => value + (index > 0 ? sums[index - 1]![at]! : 0))));
  return sums;
}
