/*
 * Where QPay's bank app logos live (`urls[].logo` of an invoice): the content security policy
 * allows images from here, and the payment screen shows a logo only from here. Without zod, so the
 * server's headers and the PWA import it alone.
 */
export const QPAY_LOGO_ORIGIN = 'https://qpay.mn';

export const isQpayLogo = (url: string) => url.startsWith(`${QPAY_LOGO_ORIGIN}/`);

/** A bank app link may open an app (`khanbank://…`) or a page, never run script. */
export const isSafeAppLink = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) && !/^(javascript|data|vbscript|file):/i.test(url.trim());
