import type { AdminDivisions, City, District } from './types';

export type { AdminDivisions, City, District };

let loading: Promise<AdminDivisions> | null = null;

/**
 * The divisions list is a few kilobytes that only the address form needs, so it is its own chunk,
 * fetched the first time a form asks and shared afterwards.
 */
export function loadAdminDivisions(): Promise<AdminDivisions> {
  loading ??= import('./data').then(
    (module) => module.ADMIN_DIVISIONS,
    (error: unknown) => {
      // A failed chunk load (offline) must not stick: the next form opening tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

export function findCity(divisions: AdminDivisions, cityName: string): City | undefined {
  return divisions.find((city) => city.name === cityName);
}

export function findDistrict(divisions: AdminDivisions, cityName: string, districtName: string): District | undefined {
  return findCity(divisions, cityName)?.districts.find((district) => district.name === districtName);
}
