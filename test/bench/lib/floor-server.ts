import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { PHONE_PATTERN } from '@contract';
import { createDatabase, type DatabaseConfig } from '../../../server/db/database';
import { checkByPhoneQuery } from '../../../server/modules/parcels/public-lookup';

interface SummaryRow {
  track_code: string;
  price: number;
  status: string;
  updated_at: string;
  /** The true total, counted by the same statement. */
  total: number;
}

const PHONE_MARKER = '\u0000phone\u0000';

/** The app's own SQL and fixed parameters for the check by phone, compiled by the app's query builder. */
function appCheckByPhoneSql(config: DatabaseConfig): { sql: string; parameters: readonly unknown[] } {
  const { db } = createDatabase(config);
  const { sql, parameters } = checkByPhoneQuery(db, PHONE_MARKER).compile();
  void db.destroy();
  return { sql, parameters };
}

type FindByPhone = (phone: string) => Promise<SummaryRow[]> | SummaryRow[];

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
  const query = appCheckByPhoneSql({ kind: 'sqlite', path });
  const byPhone = sqlite.prepare<unknown[], SummaryRow>(query.sql);
  const parametersFor = (phone: string) => query.parameters.map((parameter) => (parameter === PHONE_MARKER ? phone : parameter));
  const server = checkServer((phone) => byPhone.all(parametersFor(phone)));
  server.on('close', () => sqlite.close());
  return server;
}

/**
 * The same floor on PostgreSQL: `node:http` and `pg`'s pool of 10 (the app's size), the app's SQL as
 * a named statement (parsed and planned once per connection), nothing else. What this one's p99
 * is at 100 connections is what the machine allows any Node server on PostgreSQL.
 */
export function createPostgresFloorServer(url: string, schema: string): Server {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c search_path=${schema}` });
  const query = appCheckByPhoneSql({ kind: 'postgres', url, schema });
  const parametersFor = (phone: string) => query.parameters.map((parameter) => (parameter === PHONE_MARKER ? phone : parameter));
  const server = checkServer(
    async (phone) => (await pool.query<SummaryRow>({ name: 'floor_by_phone', text: query.sql, values: parametersFor(phone) })).rows,
  );
  server.on('close', () => void pool.end());
  return server;
}

function checkServer(findByPhone: FindByPhone): Server {
  const answer = async (body: string, response: ServerResponse) => {
    let phone: unknown;
    try {
      phone = (JSON.parse(body) as { phone?: unknown } | null)?.phone;
    } catch {
      return send(response, 400, '{"code":400,"message":"JSON буруу байна"}');
    }
    if (typeof phone !== 'string' || !PHONE_PATTERN.test(phone.trim())) {
      return send(response, 400, '{"code":400,"message":"Утасны дугаар 8 оронтой тоо байна"}');
    }
    const rows = await findByPhone(phone.trim());
    const total = rows.length === 0 ? 0 : rows[0]!.total;
    const list = rows.map((row) => ({ trackCode: row.track_code, price: row.price, status: row.status, updatedAt: row.updated_at }));
    send(response, 200, JSON.stringify({ list, total }));
  };

  return createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST' || request.url !== '/api/package/check') return send(response, 404, '{"code":404}');
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      answer(body, response).catch(() => send(response, 500, '{"code":500}'));
    });
  });
}
