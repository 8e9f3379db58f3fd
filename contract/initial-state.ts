import type { LinkedLookup } from './linked-lookup';
import type { ParcelCheckResponse } from './parcel';
import type { CargoAddress, Currency, Organization, WarehouseList } from './warehouse';

/**
 * The server writes this JSON block into every page it serves, so the PWA knows its organisation
 * at start-up without a request. A JSON data block, not a script, keeps the CSP strict.
 *
 * On the pages rendered with data (/calculate, /address) it also carries the answers the HTML was
 * rendered from, so the PWA starts with exactly those in its query cache and its first render
 * (hydration) equals the server's HTML; on `/?phone=…` the server's answer to that search.
 * A page the service worker serves from its cache has no block.
 */
export const INITIAL_STATE_ELEMENT_ID = 'achaa-initial-state';

export type InitialState = {
  organization: Organization;
  /** GET /api/warehouse/{orgId}'s currency and door-delivery fee: on /calculate. */
  prices?: Currency & { deliveryFee?: number };
  /** GET /api/warehouse?orgId=…&state=ACTIVE: on /address. */
  warehouses?: WarehouseList;
  /** The one active warehouse's receiving address (null: none kept), when /address shows it directly. */
  cargoAddress?: { warehouseId: number; address: CargoAddress | null };
  /** On `/?phone=…` (contract/linked-lookup.ts): the search the page was asked for, as the server answered it. */
  search?: PageSearch;
};

/**
 * The server's answer to a page's search: `answer` (POST /api/package/check's, at `answeredAt`, the
 * server's clock), or `error` (the check's message: 429, or a value the check refuses), or neither
 * (a value the search field itself refuses: the app shows its own words for it).
 */
export type PageSearch = LinkedLookup & { answer?: ParcelCheckResponse; answeredAt?: number; error?: string };

/*
 * Checked by hand rather than by zod schemas: the PWA reads the block on its first paint, where zod
 * must not load. A part that does not check out is dropped, and the screen asks the API as usual.
 */

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
const areStrings = (fields: Fields, names: readonly string[]) => names.every((name) => typeof fields[name] === 'string');

export function isOrganization(value: unknown): value is Organization {
  return isObject(value) && isId(value.id) && typeof value.name === 'string';
}

function isCurrency(value: unknown): value is Currency & { deliveryFee?: number } {
  return (
    isObject(value) &&
    [value.kg, value.m3, value.rate, value.deliveryFee ?? 0].every(
      (figure) => typeof figure === 'number' && Number.isFinite(figure) && figure >= 0,
    )
  );
}

function isWarehouseList(value: unknown): value is WarehouseList {
  if (!isObject(value) || !Array.isArray(value.list) || typeof value.total !== 'number') return false;
  return value.list.every(
    (item: unknown) =>
      isObject(item) &&
      isId(item.id) &&
      areStrings(item, ['name', 'address', 'state']) &&
      isObject(item.contactInfo) &&
      typeof item.contactInfo.phone === 'string',
  );
}

function isCargoAddress(value: unknown): value is CargoAddress {
  return (
    isObject(value) &&
    areStrings(value, ['consignee', 'phone', 'region', 'address']) &&
    (value.zipcode === undefined || typeof value.zipcode === 'string') &&
    isObject(value.warehouse) &&
    typeof value.warehouse.name === 'string'
  );
}

/** The server's own answer, checked only for its shape's outline: the list's items are the check's, as the API sends them. */
function isPageSearch(value: unknown): value is PageSearch {
  if (!isObject(value) || (value.mode !== 'phone' && value.mode !== 'trackCode') || typeof value.value !== 'string') return false;
  const { answer, answeredAt, error } = value;
  const answered = isObject(answer) && Array.isArray(answer.list) && typeof answer.total === 'number' && typeof answeredAt === 'number';
  return (answer === undefined || answered) && (error === undefined || typeof error === 'string');
}

function isCargoAddressPart(value: unknown): value is NonNullable<InitialState['cargoAddress']> {
  return isObject(value) && isId(value.warehouseId) && (value.address === null || isCargoAddress(value.address));
}

/** The block's text as the state it carries, or null for anything else (missing, broken, foreign). */
export function parseInitialState(text: string | null | undefined): InitialState | null {
  if (!text) return null;
  let block: unknown;
  try {
    block = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(block) || !isOrganization(block.organization)) return null;
  const state: InitialState = { organization: block.organization };
  if (isCurrency(block.prices)) state.prices = block.prices;
  if (isWarehouseList(block.warehouses)) state.warehouses = block.warehouses;
  if (isCargoAddressPart(block.cargoAddress)) state.cargoAddress = block.cargoAddress;
  if (isPageSearch(block.search)) state.search = block.search;
  return state;
}
