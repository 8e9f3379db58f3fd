import { describe, expect, it } from 'vitest';
import { findCity, findDistrict, loadAdminDivisions } from './index';

describe('administrative divisions', () => {
  it('lists Ulaanbaatar first, then the 21 aimags', async () => {
    const divisions = await loadAdminDivisions();
    expect(divisions[0]?.name).toBe('Улаанбаатар');
    expect(divisions).toHaveLength(22);
    expect(new Set(divisions.map((city) => city.name)).size).toBe(22);
  });

  it("gives Ulaanbaatar's nine districts with their numbered khoroos (204 in all)", async () => {
    const divisions = await loadAdminDivisions();
    const ub = findCity(divisions, 'Улаанбаатар');
    expect(ub?.districts.map((district) => district.name)).toEqual([
      'Багануур',
      'Багахангай',
      'Баянгол',
      'Баянзүрх',
      'Налайх',
      'Сонгинохайрхан',
      'Сүхбаатар',
      'Хан-Уул',
      'Чингэлтэй',
    ]);
    const khoroos = ub?.districts.flatMap((district) => district.subdistricts ?? []) ?? [];
    expect(khoroos).toHaveLength(204);
    const bayanzurkh = findDistrict(divisions, 'Улаанбаатар', 'Баянзүрх')?.subdistricts;
    expect(bayanzurkh).toHaveLength(43);
    expect(bayanzurkh?.[0]).toBe('1-р хороо');
    expect(bayanzurkh?.at(-1)).toBe('43-р хороо');
  });

  it('gives each aimag its soums (330 in all), centre first, and leaves the bag to be typed', async () => {
    const divisions = await loadAdminDivisions();
    const aimags = divisions.slice(1);
    expect(aimags.flatMap((aimag) => aimag.districts)).toHaveLength(330);
    expect(findCity(divisions, 'Дорноговь')?.districts[0]?.name).toBe('Сайншанд');
    expect(findDistrict(divisions, 'Дорноговь', 'Замын-Үүд')?.subdistricts).toBeNull();
    for (const aimag of aimags) {
      expect(new Set(aimag.districts.map((soum) => soum.name)).size, aimag.name).toBe(aimag.districts.length);
    }
  });

  it('loads the data once and shares it', async () => {
    expect(await loadAdminDivisions()).toBe(await loadAdminDivisions());
  });
});
