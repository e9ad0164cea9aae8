import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApi } from '../src/load.js';
import type { LoadedApi } from '../src/model.js';
import { plainCode, renderWithPlugin } from './helpers.js';

/**
 * Fixtures in the style of the unified packages (and of the core's markdown tests): a folder per
 * case with `input.md`, optionally `openapi.yaml` (else the shared `fixtures/shop.yaml`) and
 * `options.json` (`locale` and plugin options), and the expected `output.html` (and
 * `diagnostics.json`, `toc.json` when the case produces them), rendered by the real core markdown
 * processor with the plugin's remark step. Code blocks are compared as plain text (the colours
 * are shiki's business). `UPDATE=1 vitest run` rewrites the expected files.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, 'fixtures', 'markdown');
const apis = new Map<string, LoadedApi>();

async function apiFor(dir: string): Promise<LoadedApi> {
  const own = path.join(dir, 'openapi.yaml');
  const file = fs.existsSync(own) ? own : path.join(here, 'fixtures', 'shop.yaml');
  let api = apis.get(file);
  if (!api) {
    // A case's own document may be one the plugin reads with warnings (`validate` of its options).
    const optionsFile = path.join(dir, 'options.json');
    const { validate } = fs.existsSync(optionsFile)
      ? (JSON.parse(fs.readFileSync(optionsFile, 'utf8')) as { validate?: 'warn' })
      : {};
    api = await loadOpenApi(path.basename(file), { siteDir: path.dirname(file), ...(validate ? { validate } : {}) });
    apis.set(file, api);
  }
  return api;
}

describe('openapi markdown fixtures', () => {
  beforeAll(async () => {
    await apiFor(root);
  });

  for (const name of fs.readdirSync(root).sort()) {
    it(name, async () => {
      const dir = path.join(root, name);
      const optionsFile = path.join(dir, 'options.json');
      const {
        locale = 'en',
        validate: _validate,
        ...pluginOptions
      } = fs.existsSync(optionsFile)
        ? (JSON.parse(fs.readFileSync(optionsFile, 'utf8')) as { locale?: string; keyEnv?: string; validate?: string })
        : {};
      const api = await apiFor(dir);
      const { html, ctx } = await renderWithPlugin(
        fs.readFileSync(path.join(dir, 'input.md'), 'utf8'),
        { api, keyEnv: 'SHOP_API_KEY', ...pluginOptions },
        { locale },
      );
      const expected = {
        'output.html': `${plainCode(html)}\n`,
        'diagnostics.json': ctx.diagnostics.length > 0 ? `${JSON.stringify(ctx.diagnostics, null, 2)}\n` : undefined,
        'toc.json': ctx.toc.length > 0 ? `${JSON.stringify(ctx.toc, null, 2)}\n` : undefined,
      };
      for (const [file, actual] of Object.entries(expected)) {
        const full = path.join(dir, file);
        if (process.env.UPDATE && actual !== undefined) fs.writeFileSync(full, actual);
        if (process.env.UPDATE && actual === undefined && fs.existsSync(full)) fs.rmSync(full);
        if (actual === undefined) expect(fs.existsSync(full), `${name}/${file} should not exist`).toBe(false);
        else expect(actual).toBe(fs.readFileSync(full, 'utf8'));
      }
    });
  }
});
