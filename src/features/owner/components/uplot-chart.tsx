import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { Spinner } from '@/components/spinner/spinner';
import { ownerCatalogue } from '@/i18n/catalogues/owner';
import { useT } from '@/i18n/i18n';
import { formatTugrik } from '@/lib/format';
import { stacked, type ChartTable } from '../lib/chart-tables';
import { loadUplot } from '../lib/load-uplot';
import * as styles from './owner.css';

/*
 * uPlot (≈50 kB, canvas) draws the charts: chosen for its size, and because the table beside each
 * chart carries the figures for screen readers (the canvas is hidden from them). It is imported
 * here only, when a chart first shows: no other screen loads it.
 */

export type ChartKind = 'stackedBars' | 'bars' | 'lines';

const COLORS = ['#2563eb', '#0891b2', '#7c3aed', '#16a34a', '#ea580c', '#db2777'];
const HEIGHT = 240;
/** Room for one x label ("11/27") before labels are thinned out. */
const X_LABEL_PX = 44;

/** `2026-11-27` → `11/27` under a bar, `2026/11/27` in the legend. */
const shortDate = (label: string) => label.slice(5, 10).replace('-', '/');
const fullDate = (label: string) => label.slice(0, 10).replaceAll('-', '/');

/** The x positions that get a label: every `step`-th counted back from the last, so today always has its date. */
export function labelledPositions(count: number, width: number): number[] {
  const step = Math.max(1, Math.ceil(count / Math.max(1, Math.floor(width / X_LABEL_PX))));
  const positions: number[] = [];
  for (let index = count - 1; index >= 0; index -= step) positions.unshift(index);
  return positions;
}

type ChartOptions = {
  kind: ChartKind;
  names: string[];
  xLabel: string;
  width: number;
  table: ChartTable;
  money: boolean;
  totalLabel: string;
};

function options(uplot: typeof uPlot, { kind, names, xLabel, width, table, money, totalLabel }: ChartOptions): uPlot.Options {
  const bars = kind !== 'lines' ? uplot.paths.bars!({ size: [0.7, 40] }) : undefined;
  // A stacked chart draws the biggest running total first, each smaller one over it.
  const order = kind === 'stackedBars' ? names.map((_, index) => names.length - 1 - index) : names.map((_, index) => index);
  const count = table.labels.length;
  // Not hovering, the legend shows the last day (today), never "--".
  const at = (dataIdx: number | null) => dataIdx ?? count - 1;
  const number = (value: number) => (money ? formatTugrik(value) : value.toLocaleString('en-US'));
  const total = (dataIdx: number) => table.series.reduce((sum, column) => sum + (column[dataIdx] ?? 0), 0);
  return {
    width,
    height: HEIGHT,
    legend: { show: true },
    cursor: { drag: { x: false, y: false } },
    // One slot per row of the table (a day or a week), whatever the dates: weekly points sit on their own weeks.
    scales: { x: { time: false, range: () => [-0.5, count - 0.5] } },
    axes: [
      {
        splits: (self) => labelledPositions(count, self.width),
        values: (_, positions) => positions.map((position) => shortDate(table.labels[position] ?? '')),
      },
      {
        values: (_, ticks) => ticks.map((tick) => (money ? tick.toLocaleString('en-US') : String(tick))),
        // As wide as its longest label, so 6-digit tugrik amounts keep their first digit.
        size: (_, values) => Math.max(40, ...(values ?? []).map((value) => value.length * 8 + 16)),
      },
    ],
    series: [
      // The legend's first entry names the row (uPlot says "Time" otherwise), with a stacked chart's total.
      {
        label: xLabel,
        value: (_, _position, _series, dataIdx) => {
          const row = at(dataIdx);
          const date = fullDate(table.labels[row] ?? '');
          return kind === 'stackedBars' ? `${date} · ${totalLabel} ${number(total(row))}` : date;
        },
      },
      ...order.map((index) => ({
        label: names[index]!,
        stroke: COLORS[index % COLORS.length]!,
        fill: kind === 'lines' ? undefined : COLORS[index % COLORS.length]!,
        width: kind === 'lines' ? 2 : 0,
        // Each part's own value, not the running sum the stacked bar is drawn with.
        value: (_: uPlot, _drawn: number | null, _series: number, dataIdx: number | null) =>
          number(table.series[index]?.[at(dataIdx)] ?? 0),
        ...(bars ? { paths: bars, points: { show: false } } : {}),
      })),
    ],
  };
}

/** One chart, drawn when uPlot has loaded, as wide as its box (redrawn when the box changes width). */
export function UplotChart({
  table,
  names,
  xLabel,
  kind,
  label,
  money = false,
}: {
  table: ChartTable;
  names: string[];
  xLabel: string;
  kind: ChartKind;
  label: string;
  /** Tugrik amounts: the axis and legend show `12,300 ₮`. */
  money?: boolean;
}) {
  const t = useT(ownerCatalogue);
  const box = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<typeof uPlot | null>(null);

  useEffect(() => {
    let live = true;
    void loadUplot().then((module) => live && setLoaded(() => module));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!loaded || !element) return;
    const drawn = kind === 'stackedBars' ? stacked(table.series) : table.series;
    const order = kind === 'stackedBars' ? drawn.map((_, index) => drawn.length - 1 - index) : drawn.map((_, index) => index);
    const data = [table.labels.map((_, position) => position), ...order.map((index) => drawn[index]!)] as uPlot.AlignedData;
    const chartOptions = { kind, names, xLabel, table, money, totalLabel: t('owner.chartTotal') };
    const chart = new loaded(options(loaded, { ...chartOptions, width: element.clientWidth || 320 }), data, element);
    // Without ResizeObserver (an old browser) the chart keeps the width it was drawn at.
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => chart.setSize({ width: element.clientWidth || 320, height: HEIGHT }));
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      chart.destroy();
    };
  }, [loaded, table, names, xLabel, kind, money, t]);

  return (
    <div className={styles.chart}>
      {loaded ? null : <Spinner label={t('owner.loadingChart')} />}
      {/* The canvas is a picture of the table below it: named, not read. */}
      <div ref={box} role="img" aria-label={label} />
    </div>
  );
}
