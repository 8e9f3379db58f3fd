import { parcelCheckResponseSchema, parcelSummarySchema, PARCEL_STATUSES } from '@contract';
import { describe, expect, it } from 'vitest';
import { PARCEL_CHECK_FIELDS, serializeParcelCheck } from '../../../server/modules/parcels/parcel-check-serializer';

const parcel = (overrides: Record<string, unknown> = {}) => ({
  trackCode: 'SF1456789012345',
  price: 12_300,
  status: 'RECEIVED',
  updatedAt: '2026-11-01T08:30:00.000Z',
  ...overrides,
});

describe('serializeParcelCheck', () => {
  it('writes exactly the four public fields the contract lists', () => {
    // A field added to the contract must be added here too, or it would be dropped silently.
    expect(Object.keys(parcelSummarySchema.shape)).toEqual([...PARCEL_CHECK_FIELDS]);
  });

  it('answers what zod parse and JSON.stringify would, for every status and awkward strings', () => {
    const list = PARCEL_STATUSES.map((status, index) =>
      parcel({ status, price: index * 7_919, trackCode: `YT-${index}"\\\u2028`, updatedAt: `2026-11-0${index + 1}T00:00:00.000Z` }),
    );
    for (const answer of [
      { list, total: 6 },
      { list: [], total: 0 },
      { list: list.slice(0, 1), total: 250 },
    ]) {
      const json = serializeParcelCheck(answer);
      expect(json).toBe(JSON.stringify(parcelCheckResponseSchema.parse(answer)));
      expect(JSON.parse(json)).toEqual(answer);
    }
  });

  it('escapes every string exactly as JSON.stringify does, character by character', () => {
    const characters = [...Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)), 'ё', '\u2028', '\ud800', '😀'];
    const list = characters.map((character) => parcel({ trackCode: `A${character}1`, updatedAt: `2026-11-01T00:00:00.000Z${character}` }));
    const answer = { list, total: list.length };
    expect(serializeParcelCheck(answer)).toBe(JSON.stringify(answer));
  });

  it('drops every field that is not public: phone, names, ids, state', () => {
    const row = { ...parcel(), phone: '99112233', firstName: 'Бат', id: 7, state: 'ACTIVE', createdAt: '2026-10-01T00:00:00.000Z' };
    const json = serializeParcelCheck({ list: [row], total: 1, phone: '99112233' });
    expect(JSON.parse(json)).toEqual({ list: [parcel()], total: 1 });
    expect(json).not.toMatch(/99112233|Бат|ACTIVE|createdAt|"id"/);
  });

  it.each([
    ['a list that is not an array', { list: {}, total: 0 }, /list is not an array/],
    ['a negative total', { list: [], total: -1 }, /total/],
    ['a fractional total', { list: [], total: 1.5 }, /total/],
    ['a missing total', { list: [] }, /total/],
    ['a null parcel', { list: [null], total: 1 }, /list\.0 is not an object/],
    ['a numeric track code', { list: [parcel({ trackCode: 12 })], total: 1 }, /list\.0\.trackCode/],
    ['a negative price', { list: [parcel({ price: -5 })], total: 1 }, /list\.0\.price/],
    ['a price as text', { list: [parcel({ price: '5' })], total: 1 }, /list\.0\.price/],
    ['an unknown status', { list: [parcel({ status: 'LOST' })], total: 1 }, /list\.0\.status/],
    ['a Date instead of its ISO text', { list: [parcel(), parcel({ updatedAt: new Date() })], total: 2 }, /list\.1\.updatedAt/],
  ])('throws on %s, as the zod parse it replaces does', (_case, answer, message) => {
    expect(() => parcelCheckResponseSchema.parse(answer)).toThrow();
    expect(() => serializeParcelCheck(answer)).toThrow(message);
  });
});
