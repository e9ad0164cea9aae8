import fs from 'node:fs';
import { type Diagnostic, DocgenError, jsonErrorPosition } from '@docgen/diagnostics';
import type { ConfigConversion } from './convert-config.js';
import { type Evaluated, evaluateDocusaurusFile } from './evaluate.js';
import type { Notes } from './notes.js';
import { noteSpreadStandIns } from './stand-in-values.js';
import { isStub, stubName, takeSpreadStandIns } from './stubs.js';

/** A sidebars file's value: JSON read, JavaScript or TypeScript evaluated with stand-ins. */
export async function sidebarsValue(
  file: string,
  relFile: string,
  siteDir: string,
  conversion: ConfigConversion,
  stubbed: Set<string>,
  notes: Notes,
): Promise<unknown> {
  if (file.endsWith('.json')) return readJson(file, relFile);
  takeSpreadStandIns();
  const e = await evaluateDocusaurusFile(file, siteDir, conversion.apiDocs.generatedModules);
  for (const s of e.stubbed) stubbed.add(s);
  noteSpreadStandIns(relFile, notes);
  noteMissingImports(e.missingImports, notes);
  return withoutStandIns(e.value, relFile, notes);
}

/**
 * The sidebars with the values of packages that are not installed taken out: a category's
 * `items: changelog.map(…)` made by one is no list (it was "expected array, received function",
 * and the category was dropped): the category keeps its place with no items, and a note names
 * the package, whose items Docusaurus shows.
 */
function withoutStandIns(value: unknown, relFile: string, notes: Notes): unknown {
  const names = new Set<string>();
  const clean = (v: unknown, key?: string): unknown => {
    if (isStub(v)) {
      names.add(stubName(v));
      return key === 'items' ? [] : undefined;
    }
    if (Array.isArray(v)) return v.map((x) => clean(x)).filter((x) => x !== undefined);
    if (!v || typeof v !== 'object' || Object.getPrototypeOf(v) !== Object.prototype) return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      const c = clean(x, k);
      if (c !== undefined) out[k] = c;
    }
    return out;
  };
  const cleaned = clean(value);
  if (names.size > 0)
    notes.add(
      relFile,
      `holds values of packages that are not installed (${[...names].sort().join(', ')}): their stand-ins are no sidebar items, so what they give under Docusaurus is missing (a category they fill is written without items).`,
      "install the site's packages (npm install) and run docgen migrate again, or write the items by hand.",
    );
  return cleaned;
}

/** The value, or an empty sidebars object when it fails with diagnostics, which are kept in `failures`. */
export async function attempt(failures: Diagnostic[], run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DocgenError)) throw error;
    failures.push(...error.diagnostics);
    return {};
  }
}

/** A JSON sidebars file; invalid JSON is InvalidSidebars at the place it breaks. */
function readJson(file: string, rel: string): unknown {
  const text = fs.readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DocgenError([
      {
        name: 'InvalidSidebars',
        severity: 'error',
        message: `${rel} is not valid JSON: ${(error as Error).message.replace(/ in JSON at position \d+.*$/, '').replace(/\s+/g, ' ')}.`,
        file: rel,
        ...jsonErrorPosition(text, error),
        why: 'docgen migrate reads the sidebars of the Docusaurus site.',
        fix: 'fix the JSON at the line shown (it must also load under Docusaurus).',
      },
    ]);
  }
}

/** `import()` of a package that is not installed: evaluation went on with a stand-in, said where. */
export function noteMissingImports(missing: Evaluated['missingImports'], notes: Notes): void {
  for (const m of missing)
    notes.add(
      `${m.file}${m.line ? `:${m.line}` : ''}${m.column ? `:${m.column}` : ''}`,
      `imports "${m.spec}" (import()), which is not installed: the file was evaluated with a stand-in for it.`,
      "install the site's packages (npm install) and run docgen migrate again if the values it gives matter.",
    );
}
