import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { uniquePhone, uniqueTrackCode } from './support/accounts';
import { registerCustomer } from './support/api';
import { baseUrl, isNarrow, newVisitor, useBrowser, VIEWPORTS } from './support/browser';
import { expectToast, reportFailures, signInWithModal } from './support/page';
import { StaffApi } from './support/staff-api';

/*
 * Arrival estimates, late parcels and unclaimed parcels against the real server (whose demo seed holds past trips, so estimates exist): a
 * customer sees when a parcel on the way should arrive and the storage countdown of one at
 * Ulaanbaatar, pastes a shop's share text and registers the code found in it, finds an unclaimed
 * parcel by its code's end (shown masked) and claims it with the whole code; staff see the claim and the late list, and approve.
 */

useBrowser();
afterAll(async () => {
  // Other suites count on storage fees being off (the demo's default).
  await (await StaffApi.signIn()).putStorageRule({ freeDays: 14, dailyFee: 0 });
});

const myParcels = (page: Page, narrow: boolean) => page.goto(narrow ? '/order' : '/profile/order');

describe.each(VIEWPORTS)('arrival, storage days and claims at $width px', (viewport) => {
  it('estimate, storage countdown, codes from a share text, a claim staff approve; the late list', { timeout: 180_000 }, async () => {
    const narrow = isNarrow(viewport);
    const staffApi = await StaffApi.signIn();
    const customer = { phone: uniquePhone(), password: 'arrival-pass-1', firstName: 'Сараа', lastName: 'Бат' };
    await registerCustomer(customer);
    const onTheWay = uniqueTrackCode('ETA');
    const waiting = uniqueTrackCode('STO');
    const unclaimed = uniqueTrackCode('UNC');
    await staffApi.createParcel({ trackCode: onTheWay, phone: customer.phone, price: 12_000, status: 'RECEIVED' });
    await staffApi.createParcel({ trackCode: waiting, phone: customer.phone, price: 8_000, status: 'DELIVERED' });
    await staffApi.createUnclaimed({ trackCode: unclaimed, note: 'Хар хайрцаг, 2 кг' });
    // The countdown shows only where storage costs something after the free days (off by default).
    await staffApi.putStorageRule({ freeDays: 14, dailyFee: 500 });

    // The customer's parcels: the estimate on the way, the storage countdown at Ulaanbaatar.
    const buyer = await newVisitor(viewport);
    reportFailures(buyer.page, `arrival-customer-failed-${viewport.width}`);
    await signInWithModal(buyer.page, customer);
    await myParcels(buyer.page, narrow);
    const card = (code: string) => buyer.page.getByRole('button', { name: new RegExp(code) });
    await card(onTheWay)
      .getByText(/^Ирэх хугацаа: \d{2}\/\d{2} – \d{2}\/\d{2}$/)
      .waitFor();
    await card(waiting).getByText('Хадгалалтын хугацаа дуусахад 14 өдөр үлдлээ').waitFor();
    await buyer.page.screenshot({ path: `test-results/arrival-my-parcels-${viewport.width}.png`, fullPage: true });

    // The same estimate in the public look-up and on /track.
    await buyer.page.goto('/');
    await buyer.page.getByRole('radio', { name: 'Трак кодоор' }).check();
    await buyer.page.getByLabel('Трак код', { exact: true }).fill(onTheWay);
    await buyer.page.getByRole('button', { name: 'Хайх', exact: true }).click();
    const results = buyer.page.getByRole('dialog', { name: 'Хайлтын үр дүн' });
    await results.getByText(/^Ирэх хугацаа: \d{2}\/\d{2} – \d{2}\/\d{2}$/).waitFor();
    await buyer.page.screenshot({ path: `test-results/arrival-lookup-${viewport.width}.png` });
    await buyer.page.goto(`/track/${onTheWay}`);
    await buyer.page.getByText(/^Ирэх хугацаа: \d{2}\/\d{2} – \d{2}\/\d{2}$/).waitFor();
    await myParcels(buyer.page, narrow);

    // A shop's share text: the code found in it is offered ticked, with the item as its note.
    const shared = uniqueTrackCode('YT')
      .replace(/[^0-9]/g, '')
      .padEnd(13, '7')
      .slice(0, 13);
    const shareText = `【淘宝】您的宝贝已发货\n女士冬季羊毛大衣 黑色\n圆通速递 运单号：YT${shared}\n复制本条信息打开手机淘宝`;
    await buyer.page.getByLabel('Трак код (нэг мөрөнд нэг код)').fill(shareText);
    await buyer.page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    const offer = buyer.page.getByRole('group', { name: 'Хуулсан текстээс олдсон трак код' });
    expect(await offer.getByRole('checkbox').isChecked()).toBe(true);
    expect(await offer.getByLabel(`YT${shared} тайлбар`).inputValue()).toBe('女士冬季羊毛大衣 黑色');
    await buyer.page.screenshot({ path: `test-results/arrival-share-text-${viewport.width}.png`, fullPage: true });
    await offer.getByRole('button', { name: 'Сонгосныг нэмэх (1)' }).click();
    await expectToast(buyer.page, '1 трак код нэмэгдлээ');
    await card(`YT${shared}`).getByText('女士冬季羊毛大衣 黑色').waitFor();

    // Too short a code end is refused in words; the right one finds the parcel, which is claimed.
    const search = buyer.page.getByRole('region', { name: 'Эзэнгүй ачаа хайх' });
    await search.getByLabel('Трак кодын төгсгөл').fill('12345');
    await search.getByRole('button', { name: 'Хайх' }).click();
    await search.getByText('Трак кодын сүүлийн 6-аас доошгүй тэмдэгтийг оруулна уу').waitFor();
    await search.getByLabel('Трак кодын төгсгөл').fill(unclaimed.slice(-8));
    await search.getByRole('button', { name: 'Хайх' }).click();
    await search.getByText('Хар хайрцаг, 2 кг').waitFor();
    // The code shows masked but for the typed end; the claim names the whole code.
    await search.getByText(`${'*'.repeat(unclaimed.length - 8)}${unclaimed.slice(-8)}`, { exact: true }).waitFor();
    expect(await search.getByText(unclaimed, { exact: true }).count()).toBe(0);
    await search.getByLabel('Бүтэн трак код').fill(unclaimed);
    await search.getByRole('button', { name: 'Миний ачаа' }).click();
    await expectToast(buyer.page, 'Хүсэлт илгээгдлээ. Ажилтан шалгаад хариу өгнө');
    await search.getByRole('list', { name: 'Миний хүсэлтүүд' }).getByText('Хүлээгдэж байна').waitFor();
    await buyer.page.screenshot({ path: `test-results/arrival-claimed-${viewport.width}.png`, fullPage: true });

    // Staff: the claim with the claimant, and the late list; approving gives the parcel to the customer.
    const staff = await newVisitor(viewport);
    await StaffApi.signInBrowser(staff.context, baseUrl());
    reportFailures(staff.page, `arrival-staff-failed-${viewport.width}`);
    await staff.page.goto('/staff?tab=arrival');
    const claims = staff.page.getByRole('list', { name: 'Эзэнгүй ачааны хүсэлт' });
    const claim = claims.getByRole('listitem').filter({ hasText: unclaimed });
    await claim.getByText(customer.phone, { exact: false }).waitFor();
    await staff.page.getByRole('list', { name: 'Хоцорсон ачаа' }).getByText('TRIPLATE').waitFor();
    await staff.page.screenshot({ path: `test-results/arrival-staff-${viewport.width}.png`, fullPage: true });
    // One click only asks, naming the phone the parcel goes to; the confirmation gives it.
    await claim.getByRole('button', { name: 'Зөвшөөрөх' }).click();
    const confirm = staff.page.getByRole('dialog', { name: 'Ачааг олгох уу?' });
    await confirm.getByText(`${unclaimed} ачааг`, { exact: false }).waitFor();
    await confirm.getByText(`(${customer.phone}) дугаарт олгоно`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Зөвшөөрөх' }).click();
    await expectToast(staff.page, `${unclaimed} ачааг ${customer.phone} дугаарт олголоо`);

    await buyer.page.reload();
    await card(unclaimed).waitFor();
    await buyer.page.getByRole('list', { name: 'Миний хүсэлтүүд' }).getByText('Зөвшөөрсөн').waitFor();
    await buyer.page.screenshot({ path: `test-results/arrival-approved-${viewport.width}.png`, fullPage: true });
    await Promise.all([buyer.context.close(), staff.context.close()]);
  });
});
