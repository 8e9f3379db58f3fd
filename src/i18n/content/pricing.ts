import type { LocalizedText } from '../i18n';

/** Pricing rules and formula captions of the calculator (split with its route). */
const mn = {
  'calc.volumeTitle': 'Эзэлхүүнээр тооцох',
  'calc.volumeText': 'Өргөн × өндөр × урт (метрээр) × 1 м³-ийн үнэ × ханш',
  'calc.weightTitle': 'Жингээр тооцох',
  'calc.weightText': 'Жин (кг) × 1 кг-ийн үнэ',
  'calc.ruleTitle': 'Үнийн мэдээлэл',
  'calc.rule.kg': '1 кг хүртэл 3,000 ₮, нэмэгдэх кг тутамд 3,000 ₮.',
  'calc.rule.m3': '1 м³ ачаа ¥599.',
  'calc.rule.larger': 'Жин ба эзэлхүүнээр бодсон дүнгийн их нь тээврийн хөлс болж, 100 ₮ хүртэл дээш бөөрөнхийлнө.',
  'calc.rule.shops': 'Өөр өөр дэлгүүрээс ирсэн барааг тус тусад нь тооцно.',
  'calc.rule.bulky': 'Хүрэм зэрэг хөнгөн овортой бараа ихэвчлэн 5,000–10,000 ₮.',
  'calc.rule.shoes': 'Гутал 4,000–8,000 ₮.',
  'calc.rule.which': 'Жижиг хөнгөн барааг жингээр, хөнгөн боловч овортой барааг эзэлхүүнээр тооцно.',
} as const;

const en: Record<keyof typeof mn, string> = {
  'calc.volumeTitle': 'Billed by volume',
  'calc.volumeText': 'Width × height × length (in metres) × price per m³ × rate',
  'calc.weightTitle': 'Billed by weight',
  'calc.weightText': 'Weight (kg) × price per kg',
  'calc.ruleTitle': 'Prices',
  'calc.rule.kg': 'Up to 1 kg 3,000 ₮, each extra kg 3,000 ₮.',
  'calc.rule.m3': '1 m³ costs ¥599.',
  'calc.rule.larger': 'The larger of the weight and volume amounts is the fee, rounded up to the next 100 ₮.',
  'calc.rule.shops': 'Goods from different shops are billed separately.',
  'calc.rule.bulky': 'Bulky light items such as jackets usually cost 5,000–10,000 ₮.',
  'calc.rule.shoes': 'Shoes cost 4,000–8,000 ₮.',
  'calc.rule.which': 'Small light items are billed by weight, light bulky ones by volume.',
};

export const pricingText: LocalizedText<typeof mn> = { mn, en };
