import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DocgenError, type Diagnostic, sortDiagnostics } from '@docgen/core';
import { afterAll, describe, expect, it } from 'vitest';
import { type AheadFactory, aheadValidator } from '../src/meta-ahead.js';
import { metaSetup, useMetaValidators } from '../src/meta-schema.js';
import { aheadSource } from '../src/meta-standalone.js';
import { validateExamples } from '../src/examples.js';
import { loadOpenApi } from '../src/load.js';
import { lenientRegExp } from '../src/pattern.js';

/**
 * The official schemas' validators compiled ahead (what the package's build writes into
 * dist/meta-validators/) report every validation fixture's faults as the validators compiled at
 * run time do, byte for byte: their errors point to the official schemas' objects as read at run
 * time (the alternatives of a `oneOf` are told apart by them).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, 'fixtures', 'validation');
const requireFromPackage = createRequire(path.join(here, '..', 'package.json'));

function factory(version: '3.0' | '3.1' | '3.2'): AheadFactory {
  const module = { exports: {} as unknown };
  new Function('module', 'exports', 'require', aheadSource(version))(module, module.exports, requireFromPackage);
  return module.exports as AheadFactory;
}

async function report(dir: string): Promise<string> {
  const spec = fs.existsSync(path.join(dir, 'openapi.json')) ? 'openapi.json' : 'openapi.yaml';
  const optionsFile = path.join(dir, 'options.json');
  const validate =
    (fs.existsSync(optionsFile) ? JSON.parse(fs.readFileSync(optionsFile, 'utf8')).validate : 'warn') ?? 'warn';
  let list: Diagnostic[];
  try {
    const api = await loadOpenApi(spec, { siteDir: dir, validate, collect: true });
    list = sortDiagnostics([...(api.diagnostics ?? []), ...validateExamples(api, { validate })]);
  } catch (error) {
    if (!(error instanceof DocgenError)) throw error;
    list = error.diagnostics;
  }
  return JSON.stringify(list, null, 1);
}

describe('the official schemas compiled ahead', () => {
  afterAll(() => useMetaValidators());

  it('give every validation fixture the diagnostics the schemas compiled at run time give', async () => {
    const cases = fs.readdirSync(root).sort();
    useMetaValidators();
    const compiled = new Map<string, string>();
    for (const name of cases) compiled.set(name, await report(path.join(root, name)));
    const factories = { '3.0': factory('3.0'), '3.1': factory('3.1'), '3.2': factory('3.2') };
    let made = 0;
    useMetaValidators((version) => {
      made++;
      return aheadValidator(factories[version](lenientRegExp), () => metaSetup(version));
    });
    expect(made).toBe(3);
    const faulty = [...compiled.values()].filter((r) => r.includes('"OpenApiInvalidDocument')).length;
    expect(faulty).toBeGreaterThan(10);
    for (const name of cases) expect(await report(path.join(root, name)), name).toBe(compiled.get(name));
  }, 120_000);
});
