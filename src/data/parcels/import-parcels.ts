import { useMutation } from '@tanstack/react-query';
import { parcelImportPreviewSchema, parcelImportResultSchema, type ParcelImportPreview, type ParcelImportResult } from '@contract';
import { apiFetch } from '@/lib/http';

/** POST /api/staff/parcels/import with the CSV as it is: the server parses and reports per line (the CSV screen, after its preview). */
export async function importParcels(csv: string): Promise<ParcelImportResult> {
  // A 2 MB file on a slow link takes longer than any other call: no time limit.
  const answer = await apiFetch<unknown>('/staff/parcels/import', {
    method: 'POST',
    body: csv,
    headers: { 'content-type': 'text/csv' },
    timeoutMs: 0,
  });
  return parcelImportResultSchema.parse(answer);
}

export function useImportParcels() {
  return useMutation({ mutationFn: importParcels });
}

/** POST /api/staff/parcels/import?dryRun=1: what the file would do, nothing written (the screen's preview step). */
export async function previewParcelImport(csv: string): Promise<ParcelImportPreview> {
  const answer = await apiFetch<unknown>('/staff/parcels/import?dryRun=1', {
    method: 'POST',
    body: csv,
    headers: { 'content-type': 'text/csv' },
  });
  return parcelImportPreviewSchema.parse(answer);
}

export function usePreviewParcelImport() {
  return useMutation({ mutationFn: previewParcelImport });
}
