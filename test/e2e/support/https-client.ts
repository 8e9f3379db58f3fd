import { Agent, request } from 'node:https';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text(): string;
  json<T = unknown>(): T;
}

/** HTTPS calls that trust one certificate (the test's own), through kept-alive connections like a browser's. */
export function httpsClient(baseUrl: string, ca: string) {
  const agent = new Agent({ ca, keepAlive: true, maxSockets: 32 });
  return {
    call(method: string, path: string, options: { json?: unknown; body?: string | Buffer; headers?: Record<string, string> } = {}) {
      const body = options.json === undefined ? options.body : JSON.stringify(options.json);
      const headers = { ...(options.json === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers };
      return new Promise<Answer>((resolve, reject) => {
        const outgoing = request(new URL(path, baseUrl), { method, agent, headers }, (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const content = Buffer.concat(chunks);
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              body: content,
              text: () => content.toString('utf8'),
              json: <T>() => JSON.parse(content.toString('utf8')) as T,
            });
          });
        });
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
