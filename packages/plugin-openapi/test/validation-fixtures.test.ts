import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DocgenError, type Diagnostic, sortDiagnostics } from '@docgen/core';
import { describe, expect, it } from 'vitest';
import { validateExamples } from '../src/examples.js';
import { loadOpenApi } from '../src/load.js';
import type { ValidateLevel } from '../src/problems.js';

/**
 * A folder per case (`fixtures/validation/<case>/`): the document (`openapi.yaml` or
 * `openapi.json`, and the files its `$ref`s lead to), an optional `options.json`
 * (`{ "validate": "warn" }`, the plugin's default, unless it says otherwise), and `expected.txt`:
 * every diagnostic of the document and its examples, as `severity name file:line:column message`
 * lines, each followed by its `  at: file:line:column what` lines when it stands for many places and
 * its `  fix: …` when it has one (an empty file: no diagnostic). The files
 * are site-relative to the case folder. `UPDATE=1 vitest run` rewrites `expected.txt`.
 */
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'validation');

function format(list: readonly Diagnostic[]): string {
  return list
    .map((d) => {
      const place = `${d.file}${d.line ? `:${d.line}:${d.column ?? 1}` : ''}`;
      const places = (d.places ?? []).map(
        (p) => `\n  at: ${p.file}${p.line ? `:${p.line}:${p.column ?? 1}` : ''} ${p.what ?? ''}`,
      );
      return `${d.severity} ${d.name} ${place} ${d.message}${places.join('')}${d.fix ? `\n  fix: ${d.fix}` : ''}\n`;
    })
    .join('');
}

async function diagnosticsOf(dir: string, validate: ValidateLevel): Promise<Diagnostic[]> {
  const spec = fs.existsSync(path.join(dir, 'openapi.json')) ? 'openapi.json' : 'openapi.yaml';
  try {
    const api = await loadOpenApi(spec, { siteDir: dir, validate, collect: true });
    return sortDiagnostics([...(api.diagnostics ?? []), ...validateExamples(api, { validate })]);
  } catch (error) {
    if (!(error instanceof DocgenError)) throw error;
    return error.diagnostics;
  }
}

describe('validation fixtures', () => {
  for (const name of fs.readdirSync(root).sort()) {
    it(name, async () => {
      const dir = path.join(root, name);
      const optionsFile = path.join(dir, 'options.json');
      const options = (fs.existsSync(optionsFile) ? JSON.parse(fs.readFileSync(optionsFile, 'utf8')) : {}) as {
        validate?: ValidateLevel;
      };
      const actual = format(await diagnosticsOf(dir, options.validate ?? 'warn'));
      const expectedFile = path.join(dir, 'expected.txt');
      if (process.env.UPDATE) fs.writeFileSync(expectedFile, actual);
      expect(actual).toBe(fs.readFileSync(expectedFile, 'utf8'));
    });
  }
});
