import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One file the home screen loads before any interaction, with its raw and gzip (level 9) sizes. */
export interface InitialAsset {
  file: string;
  kind: 'js' | 'css';
  /** Why it is loaded: named in index.html, or statically imported by another chunk. */
  via: 'html' | 'import';
  bytes: number;
  gzipBytes: number;
}

export interface InitialAssets {
  assets: InitialAsset[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** 'manifest' when Vite's dist/.vite/manifest.json gave the import graph, 'parse' when the built JS did. */
  graphSource: 'manifest' | 'parse';
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * Walks what `dist/index.html` makes the browser fetch up front: its scripts, module preloads and
 * stylesheets, then every chunk those scripts import statically, recursively. Dynamic `import()`
 * is left out on purpose: it is what route splitting defers.
 */
export function findInitialAssets(distDir: string, options: { useManifest?: boolean } = {}): InitialAssets {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest = options.useManifest === false ? undefined : readManifest(distDir);
  const found = new Map<string, InitialAsset['via']>();
  const queue: string[] = [];
  const visit = (file: string, via: InitialAsset['via']) => {
    if (found.has(file)) return;
    found.set(file, via);
    queue.push(file);
  };
  for (const url of htmlAssetUrls(html)) visit(toDistPath(url, ''), 'html');
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (!file.endsWith('.js')) continue;
    const imports = manifest ? manifestImports(manifest, file) : staticImports(readFileSync(join(distDir, file), 'utf8'), file);
    for (const imported of imports) visit(imported, 'import');
  }
  const assets = [...found].map(([file, via]) => measure(distDir, file, via));
  const total = (kind: InitialAsset['kind']) =>
    assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset.gzipBytes, 0);
  return { assets, jsGzipBytes: total('js'), cssGzipBytes: total('css'), graphSource: manifest ? 'manifest' : 'parse' };
}

/** URLs of `<script src>`, `<link rel=modulepreload>` and `<link rel=stylesheet>` (not disabled) that are ours (same origin). */
export function htmlAssetUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const rel = attribute(tag, 'rel')?.toLowerCase();
    const url = isScript ? attribute(tag, 'src') : attribute(tag, 'href');
    if (!url || /^(?:[a-z]+:)?\/\//i.test(url)) continue;
    // A disabled sheet is not fetched (vite.prerender.ts keeps one beside each inlined sheet).
    if (/\sdisabled[\s=>/]/i.test(tag)) continue;
    if (isScript || rel === 'modulepreload' || rel === 'stylesheet') urls.push(url);
  }
  return urls;
}

/**
 * Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"` of one built chunk,
 * as paths inside dist. A statement starts the code or follows `;`, `}` or a newline, which keeps
 * `import("./x.js")` and the word "import" inside strings out.
 */
export function staticImports(code: string, importer: string): string[] {
  const pattern =
    /(?:^|[;}\n])\s*(?:import\s*(?:[\w$]+\s*,?\s*)?(?:\*\s*as\s*[\w$]+|\{[^}]*\})?\s*(?:from\s*)?|export\s*(?:\*(?:\s*as\s*[\w$]+)?|\{[^}]*\})\s*from\s*)["']([^"']+\.(?:js|mjs|css))["']/g;
  return [...code.matchAll(pattern)].map((match) => toDistPath(match[1] as string, importer));
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** `/assets/a.js` (from the HTML) or `./a.js` (relative to the importing chunk) → `assets/a.js`. */
function toDistPath(url: string, importer: string): string {
  const path = url.split(/[?#]/)[0] as string;
  if (path.startsWith('/')) return path.slice(1);
  return posix.normalize(posix.join(posix.dirname(importer), path));
}

function readManifest(distDir: string): Record<string, ManifestChunk> | undefined {
  const path = join(distDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>) : undefined;
}

function manifestImports(manifest: Record<string, ManifestChunk>, file: string): string[] {
  const chunk = Object.values(manifest).find((entry) => entry.file === file);
  if (!chunk) return [];
  const imported = (chunk.imports ?? []).map((key) => manifest[key]?.file).filter((path): path is string => path !== undefined);
  return [...imported, ...(chunk.css ?? [])];
}

export function measure(distDir: string, file: string, via: InitialAsset['via']): InitialAsset {
  const content = readFileSync(join(distDir, file));
  const kind = file.endsWith('.css') ? 'css' : 'js';
  return { file, kind, via, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

export const KB = 1024;

export function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** The table the budget test and the benches print. */
export function initialAssetsTable(result: InitialAssets): string {
  const width = Math.max(...result.assets.map((asset) => asset.file.length), 'total CSS'.length);
  const row = (name: string, raw: string, gzip: string, via = '') =>
    `${name.padEnd(width)}  ${raw.padStart(10)}  ${gzip.padStart(10)}  ${via}`.trimEnd();
  const rawTotal = (kind: InitialAsset['kind']) =>
    result.assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset.bytes, 0);
  return [
    row('file', 'raw', 'gzip -9', 'loaded via'),
    ...result.assets.map((asset) => row(asset.file, formatKb(asset.bytes), formatKb(asset.gzipBytes), asset.via)),
    row('total JS', formatKb(rawTotal('js')), formatKb(result.jsGzipBytes)),
    row('total CSS', formatKb(rawTotal('css')), formatKb(result.cssGzipBytes)),
  ].join('\n');
}
