import type { BrowserContext } from 'playwright-core';
import type { CargoAddress, Currency, ParcelStatus, StaffParcel } from '@contract';
import { STORED_USER_KEY } from '@/data/session/stored-user';
import { baseUrl } from './browser';
import { STAFF_ACCOUNT } from './accounts';

/** Talks to the staff API as a staff member's browser would: same-origin requests with the session cookie. */
export class StaffApi {
  private constructor(
    readonly origin: string,
    private readonly cookie: string,
  ) {}

  static async signIn(origin = baseUrl(), account: { phone: string; password: string } = STAFF_ACCOUNT): Promise<StaffApi> {
    const response = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(account),
    });
    if (!response.ok) throw new Error(`staff login failed: ${response.status} ${await response.text()}`);
    const cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    return new StaffApi(origin, cookie);
  }

  /**
   * Starts a staff session in a browser as the login modal would leave it: the session cookie, and
   * the user the app keeps in local storage. For tests about something else than logging in.
   */
  static async signInBrowser(
    context: BrowserContext,
    origin: string,
    account: { phone: string; password: string } = STAFF_ACCOUNT,
  ): Promise<void> {
    const response = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(account),
    });
    if (!response.ok) throw new Error(`staff login failed: ${response.status} ${await response.text()}`);
    const cookies = response.headers.getSetCookie().map((header) => {
      const [name, ...value] = header.split(';')[0]!.split('=');
      return { name: name!, value: value.join('='), url: origin };
    });
    await context.addCookies(cookies);
    await context.addInitScript(([key, user]) => localStorage.setItem(key, user), [STORED_USER_KEY, await response.text()] as const);
  }

  async createParcel(parcel: { trackCode: string; phone: string; price?: number; status?: ParcelStatus }): Promise<StaffParcel> {
    return this.send('POST', '/api/staff/parcels', parcel, 201);
  }

  async updateParcel(trackCode: string, patch: { status?: ParcelStatus; price?: number }): Promise<StaffParcel> {
    return this.send('PATCH', `/api/staff/parcels/${encodeURIComponent(trackCode)}`, patch, 200);
  }

  async getParcel(trackCode: string): Promise<StaffParcel> {
    return this.send('GET', `/api/staff/parcels/${encodeURIComponent(trackCode)}`, undefined, 200);
  }

  /** Any staff GET that must answer 200, as JSON. */
  async getJson<T>(path: string): Promise<T> {
    return this.send('GET', path, undefined, 200);
  }

  /** The prices, and the door-delivery fee (₮) when given. */
  async putPrices(prices: Currency & { deliveryFee?: number }): Promise<unknown> {
    return this.send('PUT', '/api/staff/prices', prices, 200);
  }

  /** The free days at Ulaanbaatar and the daily fee after them (0: storage fees off, the default). */
  async putStorageRule(rule: { freeDays: number; dailyFee: number }): Promise<unknown> {
    return this.send('PUT', '/api/staff/storage-rule', rule, 200);
  }

  /** Replaces a warehouse's receiving address (the answer is the address as GET /api/cargoAddress/{id} shows it). */
  async putCargoAddress(warehouseId: number, address: Omit<CargoAddress, 'warehouse'>): Promise<CargoAddress> {
    return this.send('PUT', `/api/staff/warehouses/${warehouseId}/cargo-address`, address, 200);
  }

  /** A parcel taken in without a phone: unclaimed, with a description. */
  async createUnclaimed(parcel: { trackCode: string; note: string }): Promise<StaffParcel> {
    return this.send('POST', '/api/staff/parcels', { ...parcel, unclaimed: true }, 201);
  }

  /** Opens a trip and loads these parcels on it: the trip's id. */
  async openTripWith(trackCodes: string[]): Promise<number> {
    const trip = await this.send<{ id: number }>(
      'POST',
      '/api/staff/trips',
      { plate: '蒙A77777', driver: 'Ван', phone: '13900001111' },
      201,
    );
    await this.send('POST', `/api/staff/trips/${trip.id}/parcels`, { trackCodes }, 200);
    return trip.id;
  }

  /** Adds an intake photo to a parcel as the station sends it (multipart, one field `photo`): its id and address. */
  async uploadPhoto(trackCode: string, jpeg: Buffer): Promise<{ id: number; url: string }> {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'parcel.jpg');
    return this.sendBody('POST', `/api/staff/parcels/${encodeURIComponent(trackCode)}/photos`, form, 201);
  }

  /** POST /api/staff/parcels/import of a CSV text: the import's answer (created, updated, errors). */
  async importCsv(csv: string): Promise<unknown> {
    return this.sendBody('POST', '/api/staff/parcels/import', csv, 200, 'text/csv');
  }

  /** A file the staff API answers (a CSV export), as bytes. */
  async download(path: string): Promise<Buffer> {
    const response = await fetch(`${this.origin}${path}`, { headers: { origin: this.origin, cookie: this.cookie } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  /** Any call, answered as it comes (a refusal's status and body under test). */
  raw(method: string, path: string, body: unknown): Promise<Response> {
    return fetch(`${this.origin}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: this.origin, cookie: this.cookie },
      body: JSON.stringify(body),
    });
  }

  /** Any GET of the staff or admin API, answered 200 (a report, the dashboard). */
  async get<T>(path: string): Promise<T> {
    return this.send('GET', path, undefined, 200);
  }

  private send<T>(method: string, path: string, body: unknown, expected: number): Promise<T> {
    return this.sendBody(method, path, body === undefined ? undefined : JSON.stringify(body), expected, 'application/json');
  }

  /** A call with a body as it is (JSON text, CSV, a multipart form: fetch sets the form's own type), answered `expected` or thrown. */
  private async sendBody<T>(method: string, path: string, body: BodyInit | undefined, expected: number, contentType?: string): Promise<T> {
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers: { ...(contentType ? { 'content-type': contentType } : {}), origin: this.origin, cookie: this.cookie },
      ...(body === undefined ? {} : { body }),
    });
    if (response.status !== expected) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }
}
