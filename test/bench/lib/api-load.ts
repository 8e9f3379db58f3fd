import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon, { type Result } from 'autocannon';
import { benchPhone, benchTrackCode } from './fill-parcels';
import { median } from './table';

export interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  /** Requests answered over the whole load. */
  requests: number;
  /** The server process's CPU time (user + system) per answered request; robust to a busy machine. */
  cpuUsPerRequest: number;
}

export function medianFigures(rounds: LoadFigures[]): LoadFigures {
  const pick = (key: keyof LoadFigures) => median(rounds.map((round) => round[key]));
  return {
    requestsPerSecond: pick('requestsPerSecond'),
    p99Ms: pick('p99Ms'),
    errors: pick('errors'),
    non2xx: pick('non2xx'),
    timeouts: pick('timeouts'),
    requests: pick('requests'),
    cpuUsPerRequest: pick('cpuUsPerRequest'),
  };
}

/** User + system CPU of a process in µs, from Linux's /proc (clock ticks of 10 ms); NaN elsewhere. */
function processCpuUs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return Number.NaN;
  }
}

/** Runs one load and charges the server's CPU time over it to the requests answered. */
export async function measured(server: ChildProcess, load: () => Promise<Result>): Promise<LoadFigures> {
  const cpuBefore = processCpuUs(server.pid);
  const result = await load();
  const cpuUs = processCpuUs(server.pid) - cpuBefore;
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    requests: result.requests.total,
    cpuUsPerRequest: cpuUs / Math.max(1, result.requests.total),
  };
}

const randomIndex = (size: number) => Math.floor(Math.random() * size);
const JSON_HEADERS = { 'content-type': 'application/json' };

/** POST /api/package/check by a random phone of the fill, a new body for every request. */
export function checkByPhone(url: string, phones: number, connections: number, duration: number) {
  return autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/package/check',
        headers: JSON_HEADERS,
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ phone: benchPhone(randomIndex(phones)) }) }),
      },
    ],
  });
}

/**
 * GET /?phone=: the home page with the search answered in by the server: for a
 * random phone of the fill (its parcels), or with `unknown` for random numbers nobody uses (a crowd
 * sending made-up phones: nothing found).
 */
export function pageSearchByPhone(url: string, phones: number, connections: number, duration: number, { unknown = false } = {}) {
  // benchPhone(phones + n) is still an 80… mobile, and holds no parcel.
  const phone = () => benchPhone(unknown ? phones + randomIndex(800_000 - phones) : randomIndex(phones));
  return autocannon({
    url,
    connections,
    duration,
    timeout: 10,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/?phone=${phone()}` }) }],
  });
}

/** Half the lookups by phone, half by track code. */
export function checkMixed(url: string, parcels: number, phones: number, connections: number, duration: number) {
  return autocannon({
    url,
    connections,
    duration,
    // autocannon's default, said out loud: an answer slower than 10 s counts as an error.
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: '/api/package/check',
        headers: JSON_HEADERS,
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify(
            Math.random() < 0.5 ? { phone: benchPhone(randomIndex(phones)) } : { trackCode: benchTrackCode(randomIndex(parcels)) },
          ),
        }),
      },
    ],
  });
}

export function bareGet(url: string, connections: number, duration: number) {
  return autocannon({ url: `${url}/bare`, connections, duration, timeout: 10 });
}

/** The floor only counts as one if it answers what the app answers, byte for byte. */
export async function assertSameAnswers(appUrl: string, floorUrl: string, phones: string[]): Promise<void> {
  for (const phone of phones) {
    const [ours, floors] = await Promise.all(
      [appUrl, floorUrl].map(async (url) => {
        const response = await fetch(`${url}/api/package/check`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ phone }),
        });
        return `${response.status} ${await response.text()}`;
      }),
    );
    if (ours !== floors) throw new Error(`the floor answers ${phone} otherwise than the app:\n${ours}\n${floors}`);
  }
}

/** GET /api/staff/counter?q= by a random phone of the fill, as the staff member whose session `cookie` carries. */
export function counterLookup(url: string, cookie: string, phones: number, connections: number, duration: number) {
  return autocannon({
    url,
    connections,
    duration,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        headers: { cookie },
        setupRequest: (request) => ({ ...request, path: `/api/staff/counter?q=${benchPhone(randomIndex(phones))}` }),
      },
    ],
  });
}

/** GET /api/package, a customer's own list, each request as a random one of the signed-in customers. */
export function customerList(url: string, cookies: readonly string[], connections: number, duration: number) {
  return autocannon({
    url,
    connections,
    duration,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        path: '/api/package',
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, cookie: cookies[randomIndex(cookies.length)]! } }),
      },
    ],
  });
}
