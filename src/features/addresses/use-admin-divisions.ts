import { useEffect, useState } from 'react';
import { loadAdminDivisions, type AdminDivisions } from '@/lib/admin-divisions';

export type DivisionsState = { status: 'loading' } | { status: 'ready'; divisions: AdminDivisions } | { status: 'failed' };

/** Loads the divisions chunk on first use; a failed load (offline, no cached chunk) lets the form fall back to text. */
export function useAdminDivisions(): DivisionsState {
  const [state, setState] = useState<DivisionsState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadAdminDivisions().then(
      (divisions) => live && setState({ status: 'ready', divisions }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
