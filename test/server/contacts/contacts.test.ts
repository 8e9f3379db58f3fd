import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithStaff, type TestApp } from '../helpers/test-app';
import { as } from '../helpers/as-user';

/** The organisation's phones, chat link and Ulaanbaatar pickup points. */

let t: TestApp, staff: string, customer: string;
beforeAll(async () => {
  ({ t, staff, customer } = await createTestAppWithStaff('860100'));
});
afterAll(() => t.close());

const put = (cookie: string | undefined, payload: unknown) => as(t.app, cookie).put('/api/staff/contacts', payload);
const read = async () => (await as(t.app).get('/api/contacts')).json();

const point = (name: string) => ({ name, address: 'Баянзүрх, 26-р хороо, Их наяд плаза', hours: 'Өдөр бүр 10:00–20:00', mapUrl: '' });

describe('contacts', () => {
  it('shows the demo organisation its phones, chat link and pickup point to everyone', async () => {
    const contacts = await read();
    expect(contacts.phones).toEqual(['77001234', '99001234']);
    expect(contacts.chatUrl).toBe('https://m.me/achaacargo');
    expect(contacts.pickupPoints).toEqual([expect.objectContaining({ name: 'Улаанбаатар – төв салбар', mapUrl: null })]);
  });

  it('lets staff replace them as one, in the order given, phones written with spaces taken as digits', async () => {
    const saved = await put(staff, {
      phones: ['7700 5678', '88001122'],
      chatUrl: '',
      pickupPoints: [point('Баруун салбар'), { ...point('Зүүн салбар'), mapUrl: 'https://maps.app.goo.gl/abc123' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(await read()).toEqual({
      phones: ['77005678', '88001122'],
      chatUrl: null,
      pickupPoints: [
        { name: 'Баруун салбар', address: point('').address, hours: point('').hours, mapUrl: null },
        { name: 'Зүүн салбар', address: point('').address, hours: point('').hours, mapUrl: 'https://maps.app.goo.gl/abc123' },
      ],
    });
  });

  it('refuses customers and visitors', async () => {
    expect((await put(customer, { phones: [], pickupPoints: [] })).statusCode).toBe(403);
    expect((await put(undefined, { phones: [], pickupPoints: [] })).statusCode).toBe(401);
  });

  it.each([
    [{ phones: ['123'], pickupPoints: [] }, 'Утасны дугаар 8 оронтой тоо байна'],
    [{ phones: [], chatUrl: 'javascript:alert(1)', pickupPoints: [] }, 'Чатын холбоос https:// -ээр эхэлсэн холбоос байна'],
    [
      { phones: [], pickupPoints: [{ ...point('А'), mapUrl: 'http://maps.example.mn/x' }] },
      'Газрын зургийн холбоос https:// -ээр эхэлсэн холбоос байна',
    ],
    [{ phones: [], pickupPoints: [{ ...point('А'), hours: '' }] }, 'Цагийн хуваарь оруулна уу'],
    [{ phones: ['77001234', '77001235', '77001236', '77001237'], pickupPoints: [] }, 'Утас 3-аас олон байж болохгүй'],
  ])('answers bad input with a Mongolian 400: %j', async (payload, message) => {
    const response = await put(staff, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('two staff saving at once leave one of the two lists whole, never a mix', async () => {
    const lists = ['А', 'Б', 'В', 'Г'].map((letter) => [point(`${letter}1`), point(`${letter}2`), point(`${letter}3`)]);
    const whole = lists.map((list) => list.map((saved) => saved.name));
    for (let round = 0; round < 15; round += 1) {
      const answers = await Promise.all(lists.map((pickupPoints) => put(staff, { phones: ['77001234'], pickupPoints })));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      const names = (await read()).pickupPoints.map((saved: { name: string }) => saved.name);
      expect(whole).toContainEqual(names);
    }
  });
});
