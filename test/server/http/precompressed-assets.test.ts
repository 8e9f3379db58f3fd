import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { OutputBundle } from 'rolldown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../vite.precompress';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { as } from '../helpers/as-user';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Big enough to be worth compressing, and different from what the copies hold. */
const SCRIPT = `export const app = ${JSON.stringify('ачаа '.repeat(400))};\n`;
const BROTLI_COPY = `export const app = "the build's brotli copy";\n`;
const GZIP_COPY = `export const app = "the build's gzip copy";\n`;

/** The build plugin's writeBundle, as Vite calls it once the files are on disk. */
function runPrecompress(directory: string, fileNames: string[]): void {
  const plugin = precompress();
  const writeBundle = plugin.writeBundle as (options: { dir: string }, bundle: OutputBundle) => void;
  writeBundle({ dir: directory }, Object.fromEntries(fileNames.map((name) => [name, {}])) as OutputBundle);
}

describe('the build writes compressed copies of the hashed assets (vite.precompress.ts)', () => {
  let directory: string;
  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'achaa-precompress-'));
    mkdirSync(join(directory, 'assets'));
    writeFileSync(join(directory, 'assets', 'framework-A1.js'), SCRIPT);
    writeFileSync(join(directory, 'assets', 'theme-B2.css'), `.a{color:red}${'.b{margin:0}'.repeat(200)}`);
    writeFileSync(join(directory, 'assets', 'tiny-C3.js'), 'export {};');
    writeFileSync(join(directory, 'assets', 'photo-D4.png'), Buffer.alloc(4096, 1));
    writeFileSync(join(directory, 'index.html'), `<!doctype html>${'<p>ачаа</p>'.repeat(400)}`);
    runPrecompress(directory, ['assets/framework-A1.js', 'assets/theme-B2.css', 'assets/tiny-C3.js', 'assets/photo-D4.png', 'index.html']);
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('writes a brotli and a gzip copy of each script and style sheet that decode to the file itself', () => {
    for (const name of ['framework-A1.js', 'theme-B2.css']) {
      const path = join(directory, 'assets', name);
      const original = readFileSync(path);
      const brotli = readFileSync(`${path}.br`);
      const gzip = readFileSync(`${path}.gz`);
      expect(brotliDecompressSync(brotli).equals(original), name).toBe(true);
      expect(gunzipSync(gzip).equals(original), name).toBe(true);
      // Quality 11: smaller than brotli's on-the-fly default and than gzip.
      expect(brotli.length, name).toBeLessThan(gzip.length);
      expect(brotli.length, name).toBeLessThanOrEqual(brotliCompressSync(original).length);
    }
  });

  it('leaves files under 1 KB, images and the pages (rendered per request) alone', () => {
    for (const path of ['assets/tiny-C3.js', 'assets/photo-D4.png', 'index.html']) {
      expect(existsSync(join(directory, `${path}.br`)), path).toBe(false);
      expect(existsSync(join(directory, `${path}.gz`)), path).toBe(false);
    }
  });
});

describe('the server sends the build copies as they are', () => {
  let t: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'achaa-static-precompressed-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    const script = join(staticDir, 'assets', 'framework-A1.js');
    writeFileSync(script, SCRIPT);
    // Copies that decode to something else: only sending the file itself can give these bytes back.
    writeFileSync(`${script}.br`, brotliCompressSync(BROTLI_COPY));
    writeFileSync(`${script}.gz`, gzipSync(GZIP_COPY));
    writeFileSync(join(staticDir, 'assets', 'plain-E5.js'), SCRIPT);
    t = await createTestApp({ staticDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding: string) => as(t.app, undefined, { headers: { 'accept-encoding': acceptEncoding } }).get(url);

  it('answers brotli with the .br copy, gzip-only clients with the .gz copy, with the asset’s type and cache', async () => {
    const brotli = await get('/assets/framework-A1.js', 'gzip, deflate, br, zstd');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BROTLI_COPY);

    const gzip = await get('/assets/framework-A1.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(GZIP_COPY);

    for (const response of [brotli, gzip]) {
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    }
  });

  it('sends the file itself to a client that takes no encoding, and compresses an asset without copies on the fly', async () => {
    const identity = await get('/assets/framework-A1.js', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(SCRIPT);

    const plain = await get('/assets/plain-E5.js', 'br');
    expect(plain.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(plain.rawPayload).toString()).toBe(SCRIPT);
  });
});
