import type { Address, CargoAddress, CustomerParcel, ParcelStatus, StaffParcel, User, WarehouseSummary } from '@contract';

/** What the component tests' API answers with, shaped by the contract's types. */

export const organization = { id: 1, name: 'Ачаа Карго' };

export const customer: User = {
  id: 7,
  email: 'bold@example.mn',
  firstName: 'Болд',
  lastName: 'Батын',
  prefix: null,
  state: 'ACTIVE',
  username: '99001122',
  phone: '99001122',
  role: 'customer',
  phoneVerified: true,
};

export const staffMember: User = { ...customer, id: 9, firstName: 'Ганаа', username: '88000001', phone: '88000001', role: 'staff' };

export function warehouse(id: number, name: string, state: WarehouseSummary['state'] = 'ACTIVE'): WarehouseSummary {
  return { id, name, address: `Эрээн хот, ${id}-р агуулах`, contactInfo: { phone: `7711${String(id).padStart(4, '0')}` }, state };
}

export const cargoAddress: CargoAddress = {
  warehouse: { name: 'Эрээн – Хуаньюй агуулах' },
  consignee: '阿恰货运（99112233）',
  phone: '15848909331',
  region: '内蒙古自治区 锡林郭勒盟 二连浩特市',
  address: '二连浩特市 环宇商贸城 北门 5号库',
  zipcode: '011100',
};

/** Nothing weighed or measured: what the customer's and the public answers carry then. */
export const UNMEASURED = { weightKg: null, widthCm: null, heightCm: null, lengthCm: null } as const;

export function customerParcel(
  trackCode: string,
  status: ParcelStatus,
  price: number | null,
  createdAt: string,
  updatedAt = createdAt,
): CustomerParcel {
  return { trackCode, price, status, createdAt, updatedAt, note: null, registeredBy: 'staff', ...UNMEASURED };
}

/** A parcel nobody weighed or shelved. */
export const NOT_MEASURED = { ...UNMEASURED, shelf: null } as const;

export function staffParcel(trackCode: string, status: ParcelStatus, { phone = '99112233', price = 5400 } = {}): StaffParcel {
  const at = '2026-11-20T09:05:00.000Z';
  return {
    trackCode,
    phone,
    owner: null,
    price,
    status,
    state: 'ACTIVE',
    createdAt: at,
    updatedAt: at,
    note: null,
    registeredBy: 'staff',
    ...NOT_MEASURED,
    priceSource: price === null ? null : 'MANUAL',
    history: [{ status, at }],
    photos: [],
  };
}

/** A saved delivery address in Ulaanbaatar. */
export const homeAddress: Address = {
  id: 5,
  type: 'HOME',
  firstName: 'Болд',
  lastName: 'Батын',
  phone: '99001122',
  city: 'Улаанбаатар',
  district: 'Сүхбаатар',
  subdistrict: '1-р хороо',
  note: 'Орц 2',
};
