import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import SQLite from 'better-sqlite3';
import { PHONE_PATTERN } from '@contract';
import { createDatabase } from '../../../server/db/database';
import { checkByPhoneQuery, PARCEL_LIST_LIMIT } from '../../../server/modules/parcels/parcel-repository';

interface SummaryRow {
  track_code: string;
  price: number;
  status: string;
  updated_at: string;
}

const PHONE_MARKER = '\u0000phone\u0000';

/** The app's own SQL and fixed parameters for the check by phone, compiled by the app's query builder. */
function appCheckByPhoneSql(path: string): { sql: string; parameters: readonly unknown[] } {
  const db = createDatabase({ kind: 'sqlite', path });
  const { sql, parameters } = checkByPhoneQuery(db, PHONE_MARKER).compile();
  void db.destroy();
  return { sql, parameters };
}

function send(response: ServerResponse, status: number, json: string): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  response.end(json);
}

/**
 * The floor for the public check on this machine: `node:http` and one better-sqlite3 prepared
 * statement, nothing else. It parses the JSON body, validates the phone (8 digits after trimming),
 * runs the app's own SQL on the same file with the same page cache and mmap, and writes the same
 * JSON the app answers. Our server's CPU per request is judged against this one's.
 */
export function createFloorServer(path: string): Server {
  const sqlite = new SQLite(path, { readonly: true });
  sqlite.pragma('cache_size = -32768');
  sqlite.pragma('mmap_size = 268435456');
  const query = appCheckByPhoneSql(path);
  const byPhone = sqlite.prepare<unknown[], SummaryRow>(query.sql);
  const countByPhone = sqlite.prepare<[string], { total: number }>(
    "select count(*) as total from parcels where phone = ? and state = 'ACTIVE'",
  );
  const parametersFor = (phone: string) => query.parameters.map((parameter) => (parameter === PHONE_MARKER ? phone : parameter));

  const answer = (body: string, response: ServerResponse) => {
    let phone: unknown;
    try {
      phone = (JSON.parse(body) as { phone?: unknown } | null)?.phone;
    } catch {
      return send(response, 400, '{"code":400,"message":"JSON буруу байна"}');
    }
    if (typeof phone !== 'string' || !PHONE_PATTERN.test(phone.trim())) {
      return send(response, 400, '{"code":400,"message":"Утасны дугаар 8 оронтой тоо байна"}');
    }
    const rows = byPhone.all(parametersFor(phone.trim()));
    const total = rows.length < PARCEL_LIST_LIMIT ? rows.length : (countByPhone.get(phone.trim())?.total ?? 0);
    const list = rows.map((row) => ({ trackCode: row.track_code, price: row.price, status: row.status, updatedAt: row.updated_at }));
    send(response, 200, JSON.stringify({ list, total }));
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST' || request.url !== '/api/package/check') return send(response, 404, '{"code":404}');
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => answer(body, response));
  });
  server.on('close', () => sqlite.close());
  return server;
}
