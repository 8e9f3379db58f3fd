/** One line of the combined `npm run bench` table. */
export interface BenchRow {
  bench: string;
  case: string;
  result: string;
  target: string;
  /** null when the figure has no target of its own (context for another row). */
  met: boolean | null;
}

/** A plain monospace table: a header, a rule, then rows; columns padded to their widest cell. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

export function formatBenchRows(rows: BenchRow[]): string {
  const verdict = (met: boolean | null) => (met === null ? '' : met ? 'yes' : 'NO');
  return formatTable(
    ['bench', 'case', 'result', 'target', 'met'],
    rows.map((row) => [row.bench, row.case, row.result, row.target, verdict(row.met)]),
  );
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
