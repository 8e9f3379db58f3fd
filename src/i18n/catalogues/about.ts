import { defineCatalogue } from '../i18n';

/** The about page (loaded with the /about route). */
export const aboutCatalogue = defineCatalogue('about', {
  mn: {
    lead: '{name} нь Хятадын онлайн дэлгүүрээс захиалсан барааг Монгол руу хурдан, найдвартай тээвэрлэдэг карго үйлчилгээ юм.',
    body:
      'Taobao, Pinduoduo, 1688 болон бусад дэлгүүрээс авсан барааг тань Эрээн хот дахь агуулахад хүлээн авч, Улаанбаатар хүртэл хүргэнэ.\n' +
      'Ачаа бүр таны утасны дугаараар бүртгэгдэх тул та хаанаас ч, хэзээ ч төлөвийг нь шалгаж болно.\n' +
      'Тээврийн хөлс ил тод: жин эсвэл эзэлхүүнээр бодсон дүнгийн их нь, тооцоолуураар урьдчилан мэдэх боломжтой.',
    stepsTitle: 'Хэрхэн ажилладаг вэ?',
    step1: 'Агуулахын хаягаа хуулж, дэлгүүрт хүргэлтийн хаяг болгон оруулна.',
    step2: 'Захиалга өгөхдөө хүлээн авагчийн нэрийн ард утасны дугаараа бичнэ.',
    step3: 'Ачаа Эрээнд ирж бүртгэгдэхэд утас эсвэл трак кодоороо шалгана.',
    step4: 'Улаанбаатарт ирсэн ачаагаа хүлээн авч, тээврийн хөлсөө төлнө.',
  },
  en: {
    lead: '{name} is a cargo service that brings goods ordered from Chinese online shops to Mongolia quickly and reliably.',
    body:
      'We receive what you buy on Taobao, Pinduoduo, 1688 and other shops at our warehouse in Erenhot and deliver it to Ulaanbaatar.\n' +
      'Every parcel is registered under your phone number, so you can check its status any time, from anywhere.\n' +
      'Fees are transparent: the larger of the weight and volume amounts, and the calculator tells you in advance.',
    stepsTitle: 'How it works',
    step1: 'Copy the warehouse address and enter it as the delivery address in the shop.',
    step2: 'When you order, write your phone number after the consignee name.',
    step3: 'When the parcel is registered in Erenhot, check it by phone or tracking code.',
    step4: 'Collect your parcel in Ulaanbaatar and pay the transport fee.',
  },
});
