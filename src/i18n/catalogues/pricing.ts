import { defineCatalogue } from '../i18n';

/** Pricing rules and formula captions of the calculator (loaded with the /calculate route). */
export const pricingCatalogue = defineCatalogue('pricing', {
  mn: {
    volumeTitle: 'Эзэлхүүнээр тооцох',
    volumeText: 'Өргөн × өндөр × урт (метрээр) × 1 м³-ийн үнэ × ханш',
    weightTitle: 'Жингээр тооцох',
    weightText: 'Жин (кг) × 1 кг-ийн үнэ',
    rulesTitle: 'Үнийн мэдээлэл',
    ruleKg: 'Жингээр: жин (кг) × 1 кг-ийн үнэ. Бутархай жинг яг жингээр нь бодно: 0.5 кг бол 1 кг-ийн үнийн тал.',
    ruleM3: 'Эзэлхүүнээр: өргөн × өндөр × урт (м³) × 1 м³-ийн үнэ (юань) × ханш.',
    ruleLarger: 'Жин ба эзэлхүүнээр бодсон дүнгийн их нь тээврийн хөлс болж, 100 ₮ хүртэл дээш бөөрөнхийлнө.',
    ruleShops: 'Өөр өөр дэлгүүрээс ирсэн барааг тус тусад нь тооцно.',
    ruleBulky: 'Хүрэм зэрэг хөнгөн овортой бараа ихэвчлэн 5,000–10,000 ₮.',
    ruleShoes: 'Гутал 4,000–8,000 ₮.',
    ruleWhich: 'Жижиг хөнгөн барааг жингээр, хөнгөн боловч овортой барааг эзэлхүүнээр тооцно.',
  },
  en: {
    volumeTitle: 'Billed by volume',
    volumeText: 'Width × height × length (in metres) × price per m³ × rate',
    weightTitle: 'Billed by weight',
    weightText: 'Weight (kg) × price per kg',
    rulesTitle: 'Prices',
    ruleKg: 'By weight: weight (kg) × the price per kg. Part of a kilogram is billed as it weighs: 0.5 kg costs half the price per kg.',
    ruleM3: 'By volume: width × height × length (m³) × the price per m³ (yuan) × the exchange rate.',
    ruleLarger: 'The larger of the weight and volume amounts is the fee, rounded up to the next 100 ₮.',
    ruleShops: 'Goods from different shops are billed separately.',
    ruleBulky: 'Bulky light items such as jackets usually cost 5,000–10,000 ₮.',
    ruleShoes: 'Shoes cost 4,000–8,000 ₮.',
    ruleWhich: 'Small light items are billed by weight, light bulky ones by volume.',
  },
});
