import { defineCatalogue } from '../i18n';

/**
 * The terms of service (loaded with the /terms route). Status names come in as `{flow}`,
 * `{registered}` and `{broken}`, from the one list of status labels.
 */
export const termsCatalogue = defineCatalogue('terms', {
  mn: {
    basic: 'Үндсэн нөхцөл',
    basicText:
      'Бид Хятадын онлайн болон энгийн дэлгүүрээс худалдан авсан барааг Эрээн хотын агуулахаар дамжуулан Улаанбаатар хүртэл тээвэрлэнэ.\n' +
      'Тээврийн хөлсийг жин болон эзэлхүүнээр бодож, их гарсан дүнгээр тооцно. Жингийн дүн нь жин (кг) × 1 кг-ийн үнэ (бутархай жинг яг жингээр нь: 0.5 кг бол 1 кг-ийн үнийн тал), эзэлхүүний дүн нь эзэлхүүн (м³) × 1 м³-ийн үнэ (юань) × тухайн үеийн ханш; үнийг Тооцоолуур хуудсанд харуулна. Дүнг 100 ₮ хүртэл дээш бөөрөнхийлнө.\n' +
      'Өөр өөр дэлгүүрээс ирсэн барааг тус тусад нь тооцно. Жижиг хөнгөн барааг жингээр, хөнгөн боловч овортой барааг эзэлхүүнээр тооцно: хүрэм зэрэг овортой бараа ихэвчлэн 5,000–10,000 ₮, гутал 4,000–8,000 ₮ байдаг.\n' +
      'Тэсэрч дэлбэрэх, шатамхай бодис, зэвсэг, мансууруулах бодис зэрэг хуулиар хориглосон барааг хүлээн авахгүй.',
    registration: 'Таны бүртгэл',
    registrationText:
      'Дэлгүүрт захиалга өгөхдөө манай агуулахын хаягийг бүрэн хуулж, хүлээн авагчийн нэрийн ард өөрийн утасны дугаарыг заавал бичнэ үү.\n' +
      'Ачаа Эрээний агуулахад ирэхэд таны утасны дугаараар бүртгэгдэж, «{registered}» төлөвтэй болно. Та ачаагаа утасны дугаар эсвэл трак кодоор шалгаж болно.\n' +
      'Утасны дугаараа буруу бичсэн эсвэл бичээгүй бол ачааг тань олж бүртгэхэд удаашрал гарч болзошгүй.\n' +
      'Нэвтэрсэн хэрэглэгч бүх ачаагаа нэг дороос харж, хүргэлтийн хаягаа хадгалах боломжтой.',
    orders: 'Захиалга',
    ordersText:
      'Захиалга дараах дарааллаар явна: {flow}.\n' +
      'Тээврийн хугацаа хил, гаалийн ачааллаас хамаарч өөрчлөгдөж болно. Төлөв өөрчлөгдөх бүрд та шалгаж болно.\n' +
      'Ачаа «{broken}» төлөвтэй бол хүлээн авахаасаа өмнө шалгаж, бидэнд яаралтай мэдэгдэнэ үү.\n' +
      'Тээврийн хөлсийг ачаагаа хүлээн авахдаа төлнө.',
  },
  en: {
    basic: 'Basic conditions',
    basicText:
      'We carry goods bought from online and offline shops in China to Ulaanbaatar through our warehouse in Erenhot.\n' +
      'The fee is worked out by weight and by volume, and the larger amount is charged. The weight amount is weight (kg) × the price per kg (part of a kilogram as it weighs: 0.5 kg costs half the price per kg); the volume amount is volume (m³) × the price per m³ (yuan) × the current rate; the prices are on the Calculator page. The amount is rounded up to the next 100 ₮.\n' +
      'Goods from different shops are billed separately. Small light items are billed by weight, light bulky ones by volume: bulky items such as jackets usually cost 5,000–10,000 ₮, shoes 4,000–8,000 ₮.\n' +
      'We do not accept goods the law forbids, such as explosives, flammable substances, weapons or drugs.',
    registration: 'Your registration',
    registrationText:
      'When you order, copy our warehouse address in full and always write your phone number after the consignee name.\n' +
      'When the parcel reaches the Erenhot warehouse it is registered under your phone number with the status “{registered}”. You can check it by phone number or tracking code.\n' +
      'If the phone number is wrong or missing, finding and registering your parcel may take longer.\n' +
      'Signed-in customers see all their parcels in one place and can keep their delivery addresses.',
    orders: 'Orders',
    ordersText:
      'An order goes through: {flow}.\n' +
      'Transit time depends on the border and customs load. You can check the status whenever it changes.\n' +
      'If a parcel shows “{broken}”, check it before you accept it and tell us straight away.\n' +
      'The transport fee is paid when you collect the parcel.',
  },
});
