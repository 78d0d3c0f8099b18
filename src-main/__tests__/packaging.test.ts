import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseChannelConfig } from '@shared/desktop-api';

const ROOT = resolve(import.meta.dirname, '../..');
// electron-builder cannot run here (no Electron binary, no network), but its own schema check can.
const require = createRequire(resolve(ROOT, 'package.json'));
const yaml = require('js-yaml') as { load(text: string): Record<string, unknown> };

const config = yaml.load(readFileSync(resolve(ROOT, 'electron-builder.yml'), 'utf8')) as Record<string, never>;
const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;

describe('electron-builder.yml', () => {
  it("passes electron-builder's own schema", { timeout: 60_000 }, async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config.js') as {
      validateConfiguration(config: unknown, logger: unknown): Promise<void>;
    };
    await expect(validateConfiguration(config, { add() {}, isEnabled: false })).resolves.toBeUndefined();
  });

  it('installs per user on Windows (updates need no administrator), with dmg+zip on macOS and an AppImage', () => {
    expect(config.nsis).toMatchObject({ perMachine: false, allowElevation: false, oneClick: false });
    expect(JSON.stringify(config.win)).toContain('nsis');
    expect(JSON.stringify(config.mac)).toContain('dmg');
    expect(JSON.stringify(config.mac)).toContain('zip');
    expect(JSON.stringify(config.linux)).toContain('AppImage');
  });

  it('publishes a generic feed whose URL comes from the configuration', () => {
    expect(config.publish).toEqual({ provider: 'generic', url: '${env.CLASSPRO_UPDATE_URL}' });
  });

  it('ships the channel file and icons, and packs the built bundles that package.json points at', () => {
    expect(config.extraResources).toContainEqual({ from: 'resources/channel.json', to: 'channel.json' });
    expect(parseChannelConfig(JSON.parse(readFileSync(resolve(ROOT, 'resources/channel.json'), 'utf8')))).toEqual({
      channel: 'cuiya',
      watermark: false,
    });
    for (const icon of ['build/icon.png', 'build/icon.ico']) expect(existsSync(resolve(ROOT, icon))).toBe(true);
    expect(pkg.main).toBe('./out/main/index.js');
    expect(config.files).toEqual(expect.arrayContaining(['out/main/**', 'out/preload/**', 'out/renderer/**']));
    const png = readFileSync(resolve(ROOT, 'build/icon.png'));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512]);
  });
});
