import { describe, expect, it } from 'vitest';
import { findTrackCodes, isPlainCodeList, SHARE_TEXT_MAX, shareTextMessages } from '@contract/share-text';

/** What customers paste: shops' share texts, couriers' SMS, chats, lists; each with the codes and notes it must give. */
const samples: Array<{ name: string; text: string; codes: Array<[code: string, note: string | RegExp]> }> = [
  {
    name: 'Taobao share text, YTO',
    text: '【淘宝】您购买的宝贝已发货\n夏季女士碎花连衣裙 M码\n圆通速递 运单号：YT7512345678901\n复制本条信息，打开手机淘宝查看物流',
    codes: [['YT7512345678901', '夏季女士碎花连衣裙 M码']],
  },
  {
    name: 'Pinduoduo share text, J&T',
    text: '拼多多订单 儿童保暖羽绒服 130cm\n极兔速递 JT3098765432101 已揽收，正在发往义乌转运中心',
    codes: [['JT3098765432101', /正在发往义乌转运中心/]],
  },
  {
    name: 'SF with the item on the same line',
    text: '顺丰速运 SF1409876543210 苹果手机壳 2个',
    codes: [['SF1409876543210', '苹果手机壳 2个']],
  },
  {
    name: 'ZTO digits inside Chinese without spaces',
    text: '您的中通快递78312345678901已到达二连浩特，商品：电饭锅',
    codes: [['78312345678901', /已到达二连浩特/]],
  },
  {
    name: 'STO digits after a full-width colon',
    text: '申通快递单号：773012345678901 男士运动鞋 42码',
    codes: [['773012345678901', '男士运动鞋 42码']],
  },
  {
    name: 'Yunda with a YD prefix',
    text: '韵达快递 YD4312345678901 收件人：巴特 化妆品套装',
    codes: [['YD4312345678901', /化妆品套装/]],
  },
  {
    name: 'Yunda plain digits',
    text: '韵达 4312345678901 保温杯',
    codes: [['4312345678901', '保温杯']],
  },
  {
    name: 'JD with letters after JD',
    text: '京东物流 JDVA12345678901 小米扫地机器人 已出库',
    codes: [['JDVA12345678901', '小米扫地机器人 已出库']],
  },
  {
    name: 'JD digits only',
    text: '【京东】订单已发货，运单号JD0012345678901，蓝牙耳机',
    codes: [['JD0012345678901', /蓝牙耳机/]],
  },
  {
    name: 'A shop name in brackets before the item keeps both brackets',
    text: '【淘宝】夏季连衣裙 YT7512345678902',
    codes: [['YT7512345678902', '【淘宝】夏季连衣裙']],
  },
  {
    name: 'A lone bracket left by the code is trimmed',
    text: '运动鞋 【YT7512345678903】',
    codes: [['YT7512345678903', '运动鞋']],
  },
  {
    name: 'EMS international S10',
    text: 'EMS: EA123456789CN — ном 3 ширхэг',
    codes: [['EA123456789CN', 'ном 3 ширхэг']],
  },
  {
    name: 'EMS domestic digits',
    text: '中国邮政EMS 1012345678901 茶叶礼盒',
    codes: [['1012345678901', '茶叶礼盒']],
  },
  {
    name: 'Mongolian chat message',
    text: 'Сайн байна уу, миний захиалсан гутлын трак код YT7598765432101 байна',
    codes: [['YT7598765432101', /гутлын/]],
  },
  {
    name: 'Mongolian list with notes after a dash',
    text: 'JT3011112222333 - хүүхдийн хувцас\nSF1401112222333 - утасны цэнэглэгч\n78311112222333 - аяга таваг',
    codes: [
      ['JT3011112222333', 'хүүхдийн хувцас'],
      ['SF1401112222333', 'утасны цэнэглэгч'],
      ['78311112222333', 'аяга таваг'],
    ],
  },
  {
    name: 'lower case codes are upper-cased',
    text: 'yt7512345678902 цүнх',
    codes: [['YT7512345678902', 'цүнх']],
  },
  {
    name: 'the same code twice is offered once',
    text: '运单号：YT7512345678903\n再次提醒：运单号 YT7512345678903 请注意查收',
    codes: [['YT7512345678903', '']],
  },
  {
    name: 'a Chinese mobile number and a Taobao order number are no codes',
    text: '订单编号：3620145789654123698 收货电话 13812345678 中通 75312345678901 床单被罩',
    codes: [['75312345678901', /床单被罩/]],
  },
  {
    name: 'a Mongolian phone and a date are no codes',
    text: 'Утас 99112233, 2026/11/25-нд ирнэ. Код: SF1401234567890 хивс',
    codes: [['SF1401234567890', /хивс/]],
  },
  {
    name: 'the note from the line before when the code stands alone',
    text: '女士冬季羊毛大衣 黑色\nYT7512345678904',
    codes: [['YT7512345678904', '女士冬季羊毛大衣 黑色']],
  },
  {
    name: 'courier SMS with brackets',
    text: '【极兔速递】您的快件JT3012345678905已由二连浩特网点签收，如有疑问请联系快递员',
    codes: [['JT3012345678905', /签收/]],
  },
  {
    name: 'several couriers in one Taobao order',
    text: '您的订单已拆分为2个包裹发出\n包裹1：圆通 YT7512345678906 护肤品\n包裹2：中通 73512345678906 洗发水',
    codes: [
      ['YT7512345678906', '护肤品'],
      ['73512345678906', '洗发水'],
    ],
  },
  {
    name: 'a code glued to Latin letters is not taken',
    text: 'ABCYT7512345678907XYZ 与 SF1409876543211',
    codes: [['SF1409876543211', 'ABCYT7512345678907XYZ 与']],
  },
  {
    name: 'Windows line breaks',
    text: 'Тоглоом\r\nJT3012345678908\r\nНоолууран ороолт JT3012345678909',
    codes: [
      ['JT3012345678908', 'Тоглоом'],
      ['JT3012345678909', 'Ноолууран ороолт'],
    ],
  },
];

describe('track codes found in pasted text', () => {
  it('has at least 20 samples', () => expect(samples.length).toBeGreaterThanOrEqual(20));

  it.each(samples)('$name', ({ text, codes }) => {
    const reading = findTrackCodes(text);
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.codes.map((found) => found.trackCode)).toEqual(codes.map(([code]) => code));
    reading.codes.forEach((found, index) => {
      const expected = codes[index]![1];
      if (typeof expected === 'string') expect(found.note).toBe(expected);
      else expect(found.note).toMatch(expected);
      expect(found.note.length).toBeLessThanOrEqual(100);
    });
  });

  it('refuses more than 10,000 characters with a Mongolian message', () => {
    const reading = findTrackCodes(`YT7512345678901 ${'а'.repeat(SHARE_TEXT_MAX)}`);
    expect(reading).toEqual({ ok: false, refused: 'tooLong', message: shareTextMessages.tooLong });
    expect(shareTextMessages.tooLong).toContain('10,000');
  });

  it('takes exactly 10,000 characters', () => {
    const text = `YT7512345678901 `.padEnd(SHARE_TEXT_MAX, 'x');
    expect(findTrackCodes(text).ok).toBe(true);
  });

  it('refuses NUL bytes and other control characters', () => {
    expect(findTrackCodes('YT7512345678901\u0000 гутал')).toEqual({
      ok: false,
      refused: 'forbidden',
      message: shareTextMessages.forbidden,
    });
    expect(findTrackCodes('YT7512345678901\u202E гутал')).toEqual({
      ok: false,
      refused: 'forbidden',
      message: shareTextMessages.forbidden,
    });
  });

  it('says when nothing looks like a code', () => {
    expect(findTrackCodes('Сайн байна уу, утас 99112233')).toEqual({ ok: false, refused: 'noCodes', message: shareTextMessages.noCodes });
  });

  it('tells a plain list of codes from a text', () => {
    expect(isPlainCodeList('YT7512345678901\n\nabc-123')).toBe(true);
    expect(isPlainCodeList('YT7512345678901 гутал')).toBe(false);
  });
});
