import { defineCatalogue } from '../i18n';

/**
 * The step-by-step guides behind the home screen's "Taobao холбох" and "Бусад платформ холбох"
 * (loaded with the guide). The shops' own field names stay in Chinese, as their apps show them.
 */
export const connectCatalogue = defineCatalogue('connect', {
  mn: {
    intro: 'Манай агуулахын хаягийг дэлгүүрийн аппын хүлээн авах хаяг болгон нэг удаа оруулахад хангалттай.',
    warehouse: 'Агуулах',
    taobaoOpen:
      'Taobao аппаа нээж «我的淘宝» (Миний Taobao) → «设置» (Тохиргоо) → «收货地址» (Хүлээн авах хаяг) руу орж, «添加收货地址» (Хаяг нэмэх) дээр дарна.',
    otherOpen:
      'Pinduoduo: «个人中心» (Миний хэсэг) → «收货地址» (Хүлээн авах хаяг) → «添加收货地址» (Хаяг нэмэх). 1688: «我的» (Миний) → «收货地址» → «新增收货地址» (Шинэ хаяг).',
    consigneeStep: '«收货人» (Хүлээн авагч) талбарт хуулж буулгана:',
    phoneStep: '«手机号码» (Утас) талбарт:',
    regionStep: '«所在地区» (Бүс нутаг) дээр дарж муж, хот, дүүргийг энэ дарааллаар сонгоно:',
    addressStep: '«详细地址» (Дэлгэрэнгүй хаяг) талбарт:',
    zipcodeStep: '«邮政编码» (Шуудангийн код) талбар байвал:',
    save: '«保存» (Хадгалах) дарна. «设为默认地址» (Үндсэн хаяг болгох)-ийг асаавал дараагийн захиалгад хаяг өөрөө орно.',
    smartPaste: 'Товчхон: «智能识别» / «粘贴地址» (Хаяг таних) хэсэгт бүх хаягийг нэг дор буулгаж болно.',
  },
  en: {
    intro: "Enter our warehouse address once as the receiving address in the shop's app.",
    warehouse: 'Warehouse',
    taobaoOpen:
      'Open the Taobao app, go to «我的淘宝» (My Taobao) → «设置» (Settings) → «收货地址» (Receiving addresses) and tap «添加收货地址» (Add address).',
    otherOpen:
      'Pinduoduo: «个人中心» (Me) → «收货地址» (Receiving addresses) → «添加收货地址» (Add address). 1688: «我的» (Me) → «收货地址» → «新增收货地址» (New address).',
    consigneeStep: 'Paste into «收货人» (Consignee):',
    phoneStep: 'Into «手机号码» (Phone):',
    regionStep: 'Tap «所在地区» (Region) and pick the province, city and district in this order:',
    addressStep: 'Into «详细地址» (Detailed address):',
    zipcodeStep: 'Into «邮政编码» (Zip code), if the form has it:',
    save: 'Tap «保存» (Save). Turn on «设为默认地址» (Set as default) and the address fills itself in on your next orders.',
    smartPaste: 'Shortcut: paste the whole address at once into «智能识别» / «粘贴地址» (Smart paste).',
  },
});
