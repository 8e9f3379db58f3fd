/**
 * Query keys of the staff screen. The public answers it changes (warehouses, cargo addresses,
 * prices) are cached by other features under these roots; a feature may not import another, so
 * the roots are named here and checked against the real screens by the staff e2e (prices → /calculate).
 */
export const staffKeys = {
  all: ['staff'] as const,
  parcel: (trackCode: string) => [...staffKeys.all, 'parcel', trackCode] as const,
  warehouses: (orgId: number) => [...staffKeys.all, 'warehouses', orgId] as const,
  cargoAddress: (warehouseId: number) => [...staffKeys.all, 'cargo-address', warehouseId] as const,
  prices: (orgId: number) => [...staffKeys.all, 'prices', orgId] as const,
};

export const PUBLIC_WAREHOUSE_ROOT = ['warehouses'] as const;
export const PUBLIC_PRICE_ROOT = ['prices'] as const;
