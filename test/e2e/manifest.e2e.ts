import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tokens } from '@/styles/tokens';
import { baseUrl, distDir } from './support/browser';

const DIST = distDir();

type ManifestImage = { src: string; sizes: string; type: string; purpose?: string; form_factor?: string; label?: string };
type Manifest = Record<string, unknown> & { icons: ManifestImage[]; screenshots: ManifestImage[] };

const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.webmanifest'), 'utf8')) as Manifest;
const serviceWorker = readFileSync(join(DIST, 'sw.js'), 'utf8');

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), `${path} is a PNG`).toBe(true);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function expectImageFile(image: ManifestImage) {
  expect(image.type).toBe('image/png');
  const { width, height } = pngSize(join(DIST, image.src));
  expect(`${width}x${height}`).toBe(image.sizes);
}

/** Every URL the service worker's injected precache manifest lists. */
function precachedUrls(): Set<string> {
  return new Set([...serviceWorker.matchAll(/"?url"?:\s*"([^"]+)"/g)].map((match) => match[1] ?? ''));
}

describe('the built web app manifest', () => {
  it('names the app in Mongolian and opens it standalone from its own scope', () => {
    expect(manifest).toMatchObject({ lang: 'mn', id: '/', start_url: '/', scope: '/', display: 'standalone', short_name: 'Ачаа' });
    expect(manifest.name).toMatch(/^Ачаа/);
    expect(String(manifest.description)).toMatch(/[А-Яа-яӨөҮү]/);
    expect(manifest.theme_color).toBe(tokens.color.primary);
    expect(manifest.background_color).toBe(tokens.color.background);
  });

  it('has 192 and 512 icons for any use and separate maskable ones, each file the size it claims', () => {
    const bySizeAndPurpose = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort();
    expect(bySizeAndPurpose).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
    manifest.icons.forEach(expectImageFile);
  });

  it('has phone and wide screenshots for the richer install sheet', () => {
    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of manifest.screenshots) {
      expectImageFile(shot);
      expect(shot.label).toBeTruthy();
      const [width = 0, height = 0] = shot.sizes.split('x').map(Number);
      expect(shot.form_factor === 'narrow' ? height > width : width > height).toBe(true);
    }
  });

  it('is linked from index.html with the apple-touch icon and the theme colour', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    expect(html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
    const touchIcon = /<link rel="apple-touch-icon"[^>]*href="([^"]+)"/.exec(html)?.[1];
    expect(touchIcon).toBeDefined();
    expect(pngSize(join(DIST, touchIcon ?? ''))).toEqual({ width: 180, height: 180 });
    expect(html).toContain(`<meta name="theme-color" content="${tokens.color.primary}"`);
  });
});

describe('the built service worker', () => {
  it('precaches the shell: index.html, every script and stylesheet, and the icons', () => {
    const urls = precachedUrls();
    expect(urls).toContain('index.html');
    const assets = readdirSync(join(DIST, 'assets')).filter((file) => /\.(js|css)$/.test(file));
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(urls, asset).toContain(`assets/${asset}`);
    for (const icon of manifest.icons) expect(urls).toContain(icon.src.replace(/^\//, ''));
    // The entry script and stylesheet index.html loads first, named explicitly.
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const entries = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
    expect(entries.some((entry) => entry?.endsWith('.js'))).toBe(true);
    for (const entry of entries) expect(urls).toContain(entry);
  });

  it('never precaches the store screenshots (only the install sheet needs them, online)', () => {
    expect([...precachedUrls()].filter((url) => url.startsWith('screenshots/'))).toEqual([]);
  });

  it('is served, like the manifest, with no-cache so a new version is found at once', async () => {
    for (const [path, type] of [
      ['/sw.js', /javascript/],
      ['/manifest.webmanifest', /manifest\+json|json/],
    ] as const) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('content-type'), path).toMatch(type);
    }
  });
});
