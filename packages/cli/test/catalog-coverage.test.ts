/**
 * Every name of the diagnostics catalogue, made to happen in a small site: the CLI prints it with
 * its severity, its place (`file:line:column`, or the file, or none, as the catalogue says and
 * why), what is wrong, why and how to fix it. A name added to the catalogue without a case here
 * fails; a retired name is never reused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CATALOG, type CatalogEntry, type DiagnosticName, RETIRED } from '@docgen/diagnostics';
import { afterAll, describe, expect, it } from 'vitest';
import { closeHosts } from './docgen-hosts.js';
import { type CatalogCase, docgen, reportOf, writeCase } from './catalog/case.js';
import { CODE_CASES } from './catalog/cases-code.js';
import { CONFIG_CASES } from './catalog/cases-config.js';
import { CONTENT_CASES } from './catalog/cases-content.js';
import { DOCUSAURUS_PLUGIN_CASES } from './catalog/cases-docusaurus-plugins.js';

const CASES: Record<string, CatalogCase> = {
  ...CONFIG_CASES,
  ...CONTENT_CASES,
  ...CODE_CASES,
  ...DOCUSAURUS_PLUGIN_CASES,
};

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-catalog-'));
// Thousands of files: a loaded machine takes longer than the default hook timeout to remove them.
afterAll(() => fs.promises.rm(root, { recursive: true, force: true }), 120_000);
afterAll(closeHosts);

const PLACE = {
  position: /^[^\s:]+:\d+:\d+$/,
  file: /^[^\s:]+$/,
};

describe('the catalogue, name by name', () => {
  it('has a case for every name, and no case for a name it lacks', () => {
    const names = Object.keys(CATALOG).sort();
    expect(Object.keys(CASES).sort()).toEqual(names);
  });

  it('never reuses a retired name', () => {
    for (const name of Object.keys(RETIRED)) expect(Object.keys(CATALOG)).not.toContain(name);
  });

  for (const [name, c] of Object.entries(CASES)) {
    // Its commands take up to two minutes each, as when they ran synchronously (no test timeout then).
    it(`${name}: ${c.severity} at ${c.at ?? 'no place'}`, { timeout: 360_000 }, async () => {
      const entry: CatalogEntry = CATALOG[name as DiagnosticName];
      // The case's place is of the kind the catalogue documents for the name.
      if (!entry.place) expect(c.at, 'the catalogue says file:line:column').toMatch(PLACE.position);
      else if (entry.place.at === 'file') expect(c.at, 'the catalogue says a file').toMatch(PLACE.file);
      else expect(c.at, 'the catalogue says no place').toBeNull();

      const dir = writeCase(root, name, c);
      for (const args of c.before ?? []) {
        const first = await docgen(dir, args, c.env);
        expect(first.status, first.transcript).toBe(0);
      }
      const run = await docgen(dir, c.run ?? ['build', 'site'], c.env);
      const report = reportOf(run.stderr, name);
      expect(report, run.transcript).toBeDefined();
      expect({ severity: report!.severity, place: report!.place }, run.transcript).toEqual({
        severity: c.severity,
        place: c.at,
      });
      expect(report!.message.length, run.transcript).toBeGreaterThan(10);
      expect(report!.why?.length ?? 0, `why: ${run.transcript}`).toBeGreaterThan(10);
      expect(report!.fix?.length ?? 0, `fix: ${run.transcript}`).toBeGreaterThan(5);
      expect(run.stderr, run.transcript).not.toMatch(/^ {4}at /m);
      expect(run.status, run.transcript).toBe(c.exit);
    });
  }
});
