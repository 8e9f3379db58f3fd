import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { Spinner } from '@/components/spinner/spinner';
import { ownerCatalogue } from '@/i18n/catalogues/owner';
import { useT } from '@/i18n/i18n';
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

/** Days (`YYYY-MM-DD`) as uPlot's x values: seconds at noon UTC, so every time zone shows the same date. */
const toSeconds = (label: string) => Date.parse(`${label}T12:00:00Z`) / 1000;

function options(uplot: typeof uPlot, kind: ChartKind, names: string[], xLabel: string, width: number): uPlot.Options {
  const bars = kind !== 'lines' ? uplot.paths.bars!({ size: [0.7, 40] }) : undefined;
  // A stacked chart draws the biggest running total first, each smaller one over it.
  const order = kind === 'stackedBars' ? names.map((_, index) => names.length - 1 - index) : names.map((_, index) => index);
  return {
    width,
    height: HEIGHT,
    legend: { show: true },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: true } },
    axes: [{ values: (_, ticks) => ticks.map((tick) => new Date(tick * 1000).toISOString().slice(5, 10).replace('-', '/')) }, { size: 60 }],
    series: [
      // The legend's first entry names the x axis (uPlot says "Time" otherwise) and shows the date as the table does.
      {
        label: xLabel,
        value: (_, seconds) => (seconds === null ? '—' : new Date(seconds * 1000).toISOString().slice(0, 10).replaceAll('-', '/')),
      },
      ...order.map((index) => ({
        label: names[index]!,
        stroke: COLORS[index % COLORS.length]!,
        fill: kind === 'lines' ? undefined : COLORS[index % COLORS.length]!,
        width: kind === 'lines' ? 2 : 0,
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
}: {
  table: ChartTable;
  names: string[];
  xLabel: string;
  kind: ChartKind;
  label: string;
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
    const data = [table.labels.map(toSeconds), ...order.map((index) => drawn[index]!)] as uPlot.AlignedData;
    const chart = new loaded(options(loaded, kind, names, xLabel, element.clientWidth || 320), data, element);
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
  }, [loaded, table, names, xLabel, kind]);

  return (
    <div className={styles.chart}>
      {loaded ? null : <Spinner label={t('owner.loadingChart')} />}
      {/* The canvas is a picture of the table below it: named, not read. */}
      <div ref={box} role="img" aria-label={label} />
    </div>
  );
}
