import { defineCatalogue } from '../i18n';

/** The staff screen's "Харилцагч" panel: account help at the counter. */
export const staffCustomersCatalogue = defineCatalogue('customers', {
  mn: {
    title: 'Харилцагчийн бүртгэл',
    lead: 'Утасны дугаараар хайж, иргэний үнэмлэхийг шалгаад дугаарыг баталгаажуулна, эсвэл мартсан нууц үгийг сэргээнэ.',
    find: 'Хайх',
    notFound: 'Энэ дугаартай харилцагч олдсонгүй',
    name: 'Нэр',
    registered: 'Бүртгүүлсэн',
    phoneState: 'Утас',
    verified: 'Баталгаажсан',
    notVerified: 'Баталгаажаагүй',
    verify: 'Дугаар баталгаажуулах',
    verifyHint: 'Зөвхөн иргэний үнэмлэх, утсыг нь шалгасны дараа дарна уу.',
    verifiedDone: 'Утасны дугаар баталгаажлаа',
    reset: 'Нууц үг сэргээх',
    resetReason: 'Шалтгаан',
    reasonNeeded: 'Шалтгааныг бичнэ үү',
    resetSent:
      'Сэргээх кодыг харилцагчийн утас {phone} руу SMS-ээр илгээлээ: «Нууц үгээ мартсан уу?» хэсэгт код, шинэ нууц үгээ оруулна. Код {time} хүртэл хүчинтэй. Хуучин нууц үг ажиллахаа больсон.',
    resetAdminOnly: 'Нууц үгийг зөвхөн админ сэргээнэ.',
  },
  en: {
    title: 'Customer account',
    lead: 'Find a customer by phone, check their ID, then verify the number or reset a forgotten password.',
    find: 'Find',
    notFound: 'No customer with this number',
    name: 'Name',
    registered: 'Registered',
    phoneState: 'Phone',
    verified: 'Verified',
    notVerified: 'Not verified',
    verify: 'Verify number',
    verifyHint: 'Press only after checking their ID and phone.',
    verifiedDone: 'Phone number verified',
    reset: 'Reset password',
    resetReason: 'Reason',
    reasonNeeded: 'Write the reason',
    resetSent:
      'The reset code went to the customer’s phone {phone} by SMS: under “Forgot your password?” they enter it and a new password. Valid until {time}. The old password no longer works.',
    resetAdminOnly: 'Only an admin can reset a password.',
  },
});
