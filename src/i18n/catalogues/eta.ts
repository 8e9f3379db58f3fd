import { defineCatalogue } from '../i18n';

/**
 * The arrival estimate and storage days on a parcel: a few words, kept apart from the
 * arrival catalogue because the look-up's results (near the first paint) show them too.
 */
export const etaCatalogue = defineCatalogue('eta', {
  mn: {
    eta: 'Ирэх хугацаа: {from} – {to}',
    late: 'Хоцорч байна',
    storageLeft: 'Хадгалалтын хугацаа дуусахад {days} өдөр үлдлээ',
    storageFee: 'Хадгалалтын төлбөр: {fee} ({days} өдөр)',
  },
  en: {
    eta: 'Expected: {from} – {to}',
    late: 'Running late',
    storageLeft: '{days} days left of free storage',
    storageFee: 'Storage fee: {fee} ({days} days)',
  },
});
