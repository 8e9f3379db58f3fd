import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../../server/config';

const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';
const UNITS = ['achaa@8080.service', 'achaa-backup.service', 'achaa-backup.timer'];

describe('deploy/systemd', () => {
  it.skipIf(!existsSync(SYSTEMD_ANALYZE))(
    `systemd-analyze verify accepts the units without a word${existsSync(SYSTEMD_ANALYZE) ? '' : ' (skipped: no systemd-analyze here)'}`,
    () => {
      // Run in the folder, so the template achaa@.service is found for its instance achaa@8080.
      const result = spawnSync(SYSTEMD_ANALYZE, ['verify', ...UNITS.map((unit) => `./${unit}`)], {
        cwd: 'deploy/systemd',
        encoding: 'utf8',
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    },
  );

  it('both services filter system calls, hide other processes, map users away; the backup is owner-only and reaches only localhost', () => {
    for (const name of ['achaa@.service', 'achaa-backup.service']) {
      const unit = readFileSync(`deploy/systemd/${name}`, 'utf8');
      for (const line of ['SystemCallFilter=@system-service', 'ProtectProc=invisible', 'PrivateUsers=yes', 'UMask=0077'])
        expect(unit.split('\n'), `${name}: ${line}`).toContain(line);
    }
    const backup = readFileSync('deploy/systemd/achaa-backup.service', 'utf8').split('\n');
    expect(backup).toContain('IPAddressDeny=any');
    expect(backup).toContain('IPAddressAllow=localhost');
    const script = readFileSync('deploy/systemd/achaa-backup.sh', 'utf8');
    expect(script).toMatch(/^umask 077$/m);
    expect(script).toMatch(/^chmod 700 -- "\$dir"$/m);
  });

  it.skipIf(!existsSync(SYSTEMD_ANALYZE))('systemd-analyze security rates both services below 2.0, as docs/deploy.md says', () => {
    for (const unit of ['achaa@8080.service', 'achaa-backup.service']) {
      const result = spawnSync(SYSTEMD_ANALYZE, ['security', '--offline=true', `./${unit}`], { cwd: 'deploy/systemd', encoding: 'utf8' });
      const score = Number(/Overall exposure level for \S+: ([\d.]+)/.exec(result.stdout)?.[1]);
      expect(score, unit).toBeLessThan(2);
    }
  });

  it('the env example lists every variable the server reads (PORT aside: the unit sets it)', () => {
    const listed = new Set(
      [...readFileSync('deploy/systemd/achaa.env.example', 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]),
    );
    const read = Object.keys(configSchema.shape).filter((name) => name !== 'PORT');
    expect(read.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('the unit is hardened as promised', () => {
    const unit = readFileSync('deploy/systemd/achaa@.service', 'utf8');
    for (const line of [
      'User=achaa',
      'ProtectSystem=strict',
      'NoNewPrivileges=yes',
      'Restart=on-failure',
      'EnvironmentFile=/etc/achaa/achaa.env',
    ]) {
      expect(unit).toContain(line);
    }
  });
});
