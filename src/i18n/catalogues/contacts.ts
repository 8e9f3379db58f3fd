import { defineCatalogue } from '../i18n';

/** Whom to call and where to collect: the about page, the footer, the pickup card. Loaded with them, off the first paint. */
export const contactsCatalogue = defineCatalogue('contacts', {
  mn: {
    title: 'Холбоо барих',
    phones: 'Утас',
    chat: 'Чатаар бичих',
    pickup: 'Ачаа авах цэг',
    hours: 'Цагийн хуваарь',
    map: 'Газрын зураг',
    call: 'Залгах: {phone}',
  },
  en: {
    title: 'Contact us',
    phones: 'Phone',
    chat: 'Write in the chat',
    pickup: 'Pickup point',
    hours: 'Opening hours',
    map: 'Map',
    call: 'Call {phone}',
  },
});
