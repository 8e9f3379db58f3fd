import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from 'node:net';

const NGINX = '/usr/sbin/nginx';

/** Debian's nginx, installed here when missing (as .ci/run installs Chromium): the test runs the real thing. */
export function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { env, stdio: 'inherit' }).status === 0;
  if (install()) return;
  spawnSync('apt-get', ['update', '-qq'], { env, stdio: 'inherit' });
  if (!install()) throw new Error('nginx is missing and `apt-get install nginx` failed (run as root, or install nginx)');
}

/** A self-signed certificate for 127.0.0.1 and localhost, made by openssl for this run only. */
export function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  return { cert, key };
}

export interface NginxPorts {
  http: number;
  https: number;
  /** The app instances, in place of the configuration's 127.0.0.1:8080 and :8081. */
  upstreams: [number, number];
}

/** Replaces `from` in `text`, failing loudly when the configuration no longer has it (the test must run the real file). */
function replaceAll(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`deploy/nginx/achaa.conf no longer contains "${from}": update the nginx test`);
  return text.split(from).join(to);
}

/** deploy/nginx/achaa.conf with only what a test run must change: ports, certificate, log paths. */
export function testSiteConfig(dir: string, ports: NginxPorts, tls: { cert: string; key: string }): string {
  let site = readFileSync('deploy/nginx/achaa.conf', 'utf8');
  site = replaceAll(site, '    listen [::]:80;\n', '');
  site = replaceAll(site, '    listen [::]:443 ssl http2;\n', '');
  site = replaceAll(site, 'listen 80;', `listen 127.0.0.1:${ports.http};`);
  site = replaceAll(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`);
  site = replaceAll(site, 'server 127.0.0.1:8080 ', `server 127.0.0.1:${ports.upstreams[0]} `);
  site = replaceAll(site, 'server 127.0.0.1:8081 ', `server 127.0.0.1:${ports.upstreams[1]} `);
  site = replaceAll(site, '/etc/letsencrypt/live/achaa.example.mn/fullchain.pem', tls.cert);
  site = replaceAll(site, '/etc/letsencrypt/live/achaa.example.mn/privkey.pem', tls.key);
  site = replaceAll(site, '/var/log/nginx/achaa.access.log', join(dir, 'access.log'));
  site = replaceAll(site, '/var/log/nginx/achaa.error.log', join(dir, 'error.log'));
  return site;
}

export interface RunningNginx {
  accessLog(): string;
  stop(): Promise<void>;
}

/** nginx in the foreground with a main configuration around the site file, everything under `dir`. */
export async function startNginx(dir: string, site: string, httpsPort: number): Promise<RunningNginx> {
  writeFileSync(join(dir, 'achaa.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      // As root the workers would be `nobody` and could not use this run's folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      'daemon off;',
      'worker_processes 2;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'main-error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      `  include ${join(dir, 'achaa.conf')};`,
      '}',
    ].join('\n'),
  );
  const args = ['-p', dir, '-e', join(dir, 'main-error.log'), '-c', join(dir, 'nginx.conf')];
  const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  const child: ChildProcess = spawn(NGINX, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = once(child, 'exit');
  await waitForPort(httpsPort, child);
  return {
    accessLog: () => readFileSync(join(dir, 'access.log'), 'utf8'),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on ${port}`);
}
