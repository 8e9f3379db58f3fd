import { once } from 'node:events';
import { createServer, type Server } from 'node:http';

/*
 * The tax authority's public lookups (api.ebarimt.mn) on 127.0.0.1, as they answer:
 * `GET /api/info/check/getTinInfo?regNo=` → `{msg, status, data: "<tin>"}` (a 7-digit state
 * register number to the company's TIN), `GET /api/info/check/getInfo?tin=` → `{msg, status,
 * data: {name, vatPayer, cityPayer, found, …}}`. Unknown numbers answer `found: false` / no data.
 * Tests make it go down (`failNext`) or slow (`delayMs`).
 */

export interface FakeTaxCompany {
  regNo: string;
  tin: string;
  name: string;
  vatPayer?: boolean;
  cityPayer?: boolean;
}

export interface FakeTaxApi {
  url: string;
  companies: FakeTaxCompany[];
  requests: string[];
  failNext(count: number, status?: number): void;
  delayMs: number;
  close(): Promise<void>;
}

export const FAKE_COMPANY: FakeTaxCompany = { regNo: '5317878', tin: '37000012345', name: 'Ачаа Тэст ХХК', vatPayer: true };

export async function startFakeTaxApi(companies: FakeTaxCompany[] = [FAKE_COMPANY]): Promise<FakeTaxApi> {
  let failing: number[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    fake.requests.push(`${url.pathname}${url.search}`);
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const answer = () => {
      const status = failing.shift();
      if (status !== undefined) return reply(status, { msg: 'fake failure', status });
      if (url.pathname === '/api/info/check/getTinInfo') {
        const company = fake.companies.find((entry) => entry.regNo === url.searchParams.get('regNo'));
        return reply(
          200,
          company ? { msg: 'success', status: 200, data: company.tin } : { msg: 'Мэдээлэл олдсонгүй', status: 500, data: null },
        );
      }
      if (url.pathname === '/api/info/check/getInfo') {
        const company = fake.companies.find((entry) => entry.tin === url.searchParams.get('tin'));
        if (!company) return reply(200, { msg: 'success', status: 200, data: { name: null, found: false } });
        return reply(200, {
          msg: 'success',
          status: 200,
          data: { name: company.name, vatPayer: company.vatPayer ?? false, cityPayer: company.cityPayer ?? false, found: true },
        });
      }
      return reply(404, { msg: 'not found' });
    };
    if (fake.delayMs > 0) setTimeout(answer, fake.delayMs);
    else answer();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address() as { port: number };
  const fake: FakeTaxApi = {
    url: `http://127.0.0.1:${address.port}`,
    companies: [...companies],
    requests: [],
    delayMs: 0,
    failNext(count, status = 503) {
      failing = [...failing, ...Array.from({ length: count }, () => status)];
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  return fake;
}
