import { ulaanbaatarDay, ulaanbaatarDayRange } from '@contract';

/*
 * Ulaanbaatar keeps UTC+8 all year (no daylight saving since 2017): the owner's days start at
 * 16:00 UTC the day before. Dates are `YYYY-MM-DD` as the owner picks them.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC instant an Ulaanbaatar day starts, as an ISO string. */
export const ulaanbaatarDayStart = (date: string): string => ulaanbaatarDayRange(date).start;

/** The UTC instant the day after `date` starts (the end of a period, exclusive). */
export const ulaanbaatarDayEnd = (date: string): string => ulaanbaatarDayRange(date).end;

/** The Ulaanbaatar date of an instant. */
export const ulaanbaatarDate = (at: Date | string): string => ulaanbaatarDay(new Date(at));

/** The date `days` after (or before) `date`. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whether `date` is a real calendar day (2026-02-30 is not). */
export const isCalendarDate = (date: string): boolean => {
  const parsed = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(parsed) && new Date(parsed).toISOString().slice(0, 10) === date;
};

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = Date.parse(`${from}T00:00:00Z`); day <= Date.parse(`${to}T00:00:00Z`); day += DAY_MS) {
    dates.push(new Date(day).toISOString().slice(0, 10));
  }
  return dates;
}

/** Calendar days (Ulaanbaatar) from one date to another: a parcel that arrived yesterday has waited 1. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The Monday (Ulaanbaatar date) of the week an instant falls in. */
export function ulaanbaatarWeekStart(at: Date | string): string {
  const date = ulaanbaatarDate(at);
  const day = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}
