/** The answer POST /api/staff/parcels/import gives: counts, and one `[line, message]` pair per refused line. */
export function importAnswer(counts: { created?: number; updated?: number }, errors: [line: number, message: string][] = []) {
  return { created: counts.created ?? 0, updated: counts.updated ?? 0, errors: errors.map(([line, message]) => ({ line, message })) };
}
