import { z } from 'zod';
import { reasonMessages } from '@contract/reason-messages';
import { fetchWithTimeout, jsonOf, OutsideServiceError } from '../../lib/outside-call';

/*
 * The tax authority's public lookups (EBARIMT_API_URL, https://api.ebarimt.mn by default): a
 * 7-digit state register number becomes the company's taxpayer number (ТТД) through `getTinInfo`,
 * and a TIN is checked, with its name and VAT registration, through `getInfo`. PosAPI is always
 * given the TIN; what a person typed may be either.
 */

export const DEFAULT_EBARIMT_API_URL = 'https://api.ebarimt.mn';

export const taxLookupMessages = {
  down: 'Татварын албаны лавлах одоогоор ажиллахгүй байна. Түр хүлээгээд дахин оролдоно уу',
  /** 404 COMPANY_NOT_FOUND, in its reason's words (contract/reason-messages.ts). */
  notFound: reasonMessages.COMPANY_NOT_FOUND,
} as const;

export interface CompanyInfo {
  tin: string;
  name: string;
  vatPayer: boolean;
  cityPayer: boolean;
}

export interface TaxLookup {
  /** The company under a register number (7 digits) or TIN (11-12), or undefined when the tax authority knows none. */
  company(number: string): Promise<CompanyInfo | undefined>;
}

const tinAnswerSchema = z.object({ data: z.union([z.string(), z.number()]).nullish() });
const infoAnswerSchema = z.object({
  data: z
    .object({
      name: z.string().nullish(),
      vatPayer: z.boolean().nullish(),
      cityPayer: z.boolean().nullish(),
      found: z.boolean().nullish(),
    })
    .nullish(),
});

export const isRegisterNumber = (number: string) => /^[0-9]{7}$/.test(number);

export function createTaxLookup(options: { url?: string; timeoutMs?: number } = {}): TaxLookup {
  const base = (options.url ?? DEFAULT_EBARIMT_API_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const get = async (path: string) => {
    const response = await fetchWithTimeout(`${base}${path}`, { method: 'GET' }, timeoutMs, taxLookupMessages.down);
    // An unknown number is answered 4xx or with no data: both are "not found", never "down".
    if (response.status >= 400 && response.status < 500) return undefined;
    return jsonOf(response, taxLookupMessages.down);
  };
  return {
    async company(number) {
      let tin = number;
      if (isRegisterNumber(number)) {
        const answer = tinAnswerSchema.safeParse(await get(`/api/info/check/getTinInfo?regNo=${encodeURIComponent(number)}`));
        if (!answer.success) throw new OutsideServiceError(taxLookupMessages.down, 'getTinInfo unreadable');
        if (answer.data.data === null || answer.data.data === undefined || String(answer.data.data) === '') return undefined;
        tin = String(answer.data.data);
      }
      const answer = infoAnswerSchema.safeParse(await get(`/api/info/check/getInfo?tin=${encodeURIComponent(tin)}`));
      if (!answer.success) throw new OutsideServiceError(taxLookupMessages.down, 'getInfo unreadable');
      const info = answer.data.data;
      if (!info || info.found === false || !info.name) return undefined;
      return { tin, name: info.name, vatPayer: info.vatPayer ?? false, cityPayer: info.cityPayer ?? false };
    },
  };
}
