import { useMutation } from '@tanstack/react-query';
import type { ParcelImportResult } from '@contract';
import { apiFetch } from '@/lib/http';

/**
 * POST /api/staff/parcels/import with the CSV as it is: the server parses and reports per line. The
 * one call the data layer does not hold: only the CSV screen uses it, and that screen is to be rebuilt
 * around a dry-run preview from the server.
 */
export function importParcels(csv: string): Promise<ParcelImportResult> {
  return apiFetch<ParcelImportResult>('/staff/parcels/import', { method: 'POST', body: csv, headers: { 'content-type': 'text/csv' } });
}

export function useImportParcels() {
  return useMutation({ mutationFn: importParcels });
}
