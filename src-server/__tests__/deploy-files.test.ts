import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HealthPaths } from '@shared/api/health';
import { loadConfig } from '../config';
import { checkDeployment } from '../lib/deployment-checks';

/**
 * Issue 27: the deployment files (deploy/classpro.service, deploy/Dockerfile, deploy/classpro.env.example,
 * deploy/nginx.conf) checked against the server and each other, so that none drifts silently. Docker is not available
 * here; systemd-analyze checks the unit where it exists.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');
const unitText = read('deploy/classpro.service');
const dockerfile = read('deploy/Dockerfile');
const nginx = read('deploy/nginx.conf');
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };

/** `Key=value` lines of the unit's [Service] section (a key given twice keeps every value). */
function service(): Map<string, string[]> {
  const section = /^\[Service\]\n([\s\S]*?)(?=^\[)/m.exec(unitText)![1]!;
  const out = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    const m = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (m) out.set(m[1]!, [...(out.get(m[1]!) ?? []), m[2]!]);
  }
  return out;
}
const unit = service();
const one = (key: string) => {
  expect(unit.get(key), key).toHaveLength(1);
  return unit.get(key)![0]!;
};

/** The env file as systemd and `docker --env-file` read it: KEY=value lines, comments skipped. */
const envFile = Object.fromEntries(
  read('deploy/classpro.env.example')
    .split('\n')
    .filter((l) => /^[A-Z_]+=/.test(l))
    .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
) as Record<string, string>;

/** `ENV` settings of the Dockerfile's last stage (the image that runs). */
function dockerEnv(): Record<string, string> {
  const last = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const out: Record<string, string> = {};
  for (const m of last.matchAll(/^ENV ((?:.*\\\n)*.*)$/gm))
    for (const pair of m[1]!.replace(/\\\n/g, ' ').trim().split(/\s+/)) {
      const [k, v] = pair.split('=');
      out[k!] = v!;
    }
  return out;
}
const exec = (json: string) => JSON.parse(json) as string[];
const seconds = (v: string) => {
  const m = /^(\d+)(s|min)?$/.exec(v);
  if (!m) throw new Error(`not a time span: ${v}`);
  return Number(m[1]) * (m[2] === 'min' ? 60 : 1);
};

describe('deploy files', () => {
  it('start the server as `npm start` does, and that runs the bundle the server build makes', () => {
    expect(one('ExecStart')).toBe(`/usr/bin/${pkg.scripts.start}`);
    const cmd = exec(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!);
    expect(cmd.join(' ')).toBe(pkg.scripts.start);
    expect(read('scripts/start.mjs')).toContain("'out/server/server.js'");
    expect(read('scripts/build-server.mjs')).toMatch(/server: 'src-server\/server\.ts'[\s\S]*outdir: 'out\/server'/);
    // The image carries the launchers it runs and the build output they need.
    expect(dockerfile).toMatch(/^COPY scripts\/start\.mjs scripts\/create-operator\.mjs \.\/scripts\/$/m);
    expect(dockerfile).toContain('COPY --from=build /src/out/server ./out/server');
    expect(dockerfile).toContain('COPY --from=build /src/out/web ./out/web');
    expect(dockerfile).toMatch(/RUN npm run build:web && npm run build:server/);
    expect(pkg.scripts['build:web']).toBeDefined();
    expect(pkg.scripts['build:server']).toBe('node scripts/build-server.mjs');
  });

  it('probe the liveness path the server answers, on the port it listens on', () => {
    const probe = /^HEALTHCHECK [\s\S]*?CMD (\[.*\])$/m.exec(dockerfile)![1]!;
    const url = new URL(/'(http:[^']+)'/.exec(exec(probe).join(' '))![1]!);
    expect(url.pathname).toBe(HealthPaths.live);
    const port = dockerEnv().PORT!;
    expect(url.port).toBe(port);
    expect(dockerfile).toMatch(new RegExp(`^EXPOSE ${port}$`, 'm'));
    expect(envFile.PORT).toBe(port);
    // nginx's upstream servers listen on that port too.
    const upstreams = [...nginx.matchAll(/^\s*server ([\d.]+):(\d+)/gm)].map((m) => m[2]);
    expect(upstreams.length).toBeGreaterThan(0);
    expect(new Set(upstreams)).toEqual(new Set([port]));
    expect(envFile.HOST).toBe('0.0.0.0');
    expect(dockerEnv().HOST).toBe('0.0.0.0');
  });

  it('give a stopping server more than its grace period and 10 s for the requests in flight', () => {
    const grace = Number(envFile.SHUTDOWN_GRACE_MS) / 1000;
    expect(grace).toBeGreaterThan(0);
    expect(one('KillSignal')).toBe('SIGTERM');
    expect(seconds(one('TimeoutStopSec'))).toBeGreaterThan(grace + 10);
    expect(dockerfile).toMatch(/^STOPSIGNAL SIGTERM$/m);
    expect(Number(dockerEnv().SHUTDOWN_GRACE_MS)).toBe(grace * 1000);
    const stopTimeout = Number(/--stop-timeout (\d+)/.exec(dockerfile)![1]);
    expect(stopTimeout).toBeGreaterThan(grace + 10);
    // The launcher passes the signal on to the server (KillMode=mixed signals only the launcher first).
    expect(one('KillMode')).toBe('mixed');
    expect(read('scripts/start.mjs')).toMatch(
      /for \(const sig of \['SIGINT', 'SIGTERM'\]\) process\.on\(sig, \(\) => child\.kill\(sig\)\)/,
    );
  });

  it('run as an unprivileged user with the hardening options', () => {
    expect(one('User')).not.toBe('root');
    expect(one('EnvironmentFile')).toBe('/etc/classpro/classpro.env');
    expect(one('Restart')).toBe('on-failure');
    expect(one('NoNewPrivileges')).toBe('yes');
    expect(one('ProtectSystem')).toBe('strict');
    expect(one('ProtectHome')).toBe('yes');
    expect(one('PrivateTmp')).toBe('yes');
    expect(one('CapabilityBoundingSet')).toBe('');
    // The one writable place is the data folder the settings name.
    expect(one('ReadWritePaths')).toBe(envFile.DATA_DIR);
    expect(`/var/lib/${one('StateDirectory')}`).toBe(envFile.DATA_DIR);
    expect(dockerEnv().DATA_DIR).toBe(envFile.DATA_DIR);

    const stages = [...dockerfile.matchAll(/^FROM (\S+)(?: AS (\w+))?$/gm)];
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const s of stages) expect(s[1]).toMatch(/^node:20(-|$)/);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^RUN npm ci --omit=dev/m);
    expect(/^USER (\S+)$/m.exec(runtime)?.[1]).toMatch(/^(?!root$|0$)/);
  });

  it('ship settings a production server starts with', () => {
    const config = loadConfig({ ...envFile });
    expect(config.NODE_ENV).toBe('production');
    expect(checkDeployment(config)).toEqual({ refusals: [], warnings: [] });
    expect(config.TRUST_PROXY).toBe(1);
    expect(config.SHUTDOWN_GRACE_MS).toBeGreaterThan(0);
  });

  const analyze = spawnSync('systemd-analyze', ['--version']).status === 0;
  it.skipIf(!analyze || !existsSync('/usr/bin/node'))('is a unit systemd-analyze accepts', () => {
    const r = spawnSync('systemd-analyze', ['verify', resolve(ROOT, 'deploy/classpro.service')], { encoding: 'utf8' });
    expect(r.stderr + r.stdout).toBe('');
    expect(r.status).toBe(0);
  });
});
