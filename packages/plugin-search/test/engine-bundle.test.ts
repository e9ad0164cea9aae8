/**
 * The engine chunk docgen's build writes into dist/ (`engine-bundle.ts`) is what the plugin
 * would bundle, and the compiled plugin reads it without loading esbuild. Each run is a fresh
 * process on the compiled modules (`pnpm build:js` first).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const dist = (file: string) => JSON.stringify(fileURLToPath(new URL(`../dist/${file}`, import.meta.url)));

function run(script: string): Record<string, unknown> {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout);
}

describe('the prebundled engine chunk', () => {
  test('is read without esbuild, and is the bytes esbuild makes of the compiled entry', () => {
    const read = run(
      [
        `const { bundleEngine } = await import(${dist('write.js')});`,
        `const { createRequire } = await import('node:module');`,
        'const engine = await bundleEngine();',
        `const esbuildLoaded = Object.keys(createRequire(import.meta.url).cache).some((f) => f.includes('esbuild'));`,
        `console.log(JSON.stringify({ esbuildLoaded, code: Buffer.from(engine.code).toString('base64') }));`,
      ].join('\n'),
    );
    expect(read.esbuildLoaded).toBe(false);
    const bundled = run(
      [
        `const { engineBuildOptions } = await import(${dist('engine-bundle.js')});`,
        `const { createRequire } = await import('node:module');`,
        `const { build } = createRequire(${dist('write.js')})('esbuild');`,
        `const result = await build(engineBuildOptions(${dist('browser.js')}));`,
        `console.log(JSON.stringify({ code: Buffer.from(result.outputFiles[0].contents).toString('base64') }));`,
      ].join('\n'),
    );
    expect(String(read.code).length).toBeGreaterThan(1000);
    expect(read.code).toBe(bundled.code);
  });
});
