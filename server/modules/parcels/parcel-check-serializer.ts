import { PARCEL_STATUSES, type ParcelCheckResponse } from '@contract';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import type { z } from 'zod';
import { zodSerializerCompiler } from '../../lib/zod-provider';

/** The only fields the public check may reveal, in the order they are written. */
export const PARCEL_CHECK_FIELDS = ['trackCode', 'price', 'status', 'updatedAt', 'eta'] as const;

const STATUSES: ReadonlySet<unknown> = new Set(PARCEL_STATUSES);

function wrongShape(path: string, problem: string): never {
  throw new Error(`parcel check answer: ${path} ${problem}`);
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** Characters JSON writes as they are. Track codes and ISO times are made of nothing else. */
const NOTHING_TO_ESCAPE = /^[\w\-.:+ ]*$/;

/** JSON.stringify of a string, skipped when there is nothing to escape: it was half the serializer's time. */
const jsonString = (value: string) => (NOTHING_TO_ESCAPE.test(value) ? `"${value}"` : JSON.stringify(value));

/**
 * The public check's answer, written field by field: the busiest call of the API spent more on
 * zod's parse of its own answer than on the query. Like that parse, it writes only the four
 * public fields (a phone or a name on the row never leaves) and throws on a shape the contract
 * refuses (a server bug, answered 500 instead of a quiet drift).
 */
export function serializeParcelCheck(data: unknown): string {
  const { list, total } = data as { list: unknown; total: unknown };
  if (!Array.isArray(list)) wrongShape('list', 'is not an array');
  if (!isCount(total)) wrongShape('total', 'is not a non-negative integer');
  let json = '{"list":[';
  for (let index = 0; index < list.length; index += 1) {
    const parcel = list[index] as Partial<Record<keyof ParcelCheckResponse['list'][number], unknown>> | null;
    if (typeof parcel !== 'object' || parcel === null) wrongShape(`list.${index}`, 'is not an object');
    const { trackCode, price, status, updatedAt, eta } = parcel;
    if (typeof trackCode !== 'string') wrongShape(`list.${index}.trackCode`, 'is not a string');
    // Null until staff know the price (a customer's pre-registered code).
    if (price !== null && !isCount(price)) wrongShape(`list.${index}.price`, 'is not a non-negative integer or null');
    if (!STATUSES.has(status)) wrongShape(`list.${index}.status`, 'is not a parcel status');
    if (typeof updatedAt !== 'string') wrongShape(`list.${index}.updatedAt`, 'is not a string');
    json += `${index === 0 ? '' : ','}{"trackCode":${jsonString(trackCode)},"price":${price},"status":"${status as string}","updatedAt":${jsonString(updatedAt)}${etaJson(eta, index)}}`;
  }
  return `${json}],"total":${total}}`;
}

/** An estimate's dates are YYYY-MM-DD: nothing to escape, and checked so nothing else is written. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function etaJson(eta: unknown, index: number): string {
  if (eta === undefined) return '';
  const { from, to, late } = (eta ?? {}) as { from?: unknown; to?: unknown; late?: unknown };
  if (typeof from !== 'string' || !ISO_DATE.test(from) || typeof to !== 'string' || !ISO_DATE.test(to) || typeof late !== 'boolean') {
    wrongShape(`list.${index}.eta`, 'is not an estimate');
  }
  return `,"eta":{"from":"${from}","to":"${to}","late":${late}}`;
}

/**
 * The check's 200 answer goes through the hand-written serializer; its errors keep the zod one.
 * Typed over any schema because Fastify types a route's compiler with the route's whole schema.
 */
export const parcelCheckSerializerCompiler: FastifySerializerCompiler<unknown> = (route) =>
  route.httpStatus === '200' ? serializeParcelCheck : zodSerializerCompiler({ ...route, schema: route.schema as z.ZodType });
