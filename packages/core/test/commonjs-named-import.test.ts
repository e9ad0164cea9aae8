import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commonJsNamedImportOf } from '../src/util/commonjs-interop.js';

/**
 * A site module's named import of a CommonJS package whose names Node's lexer cannot read is
 * given to `require()` (Docusaurus' jiti reads it so). Node words the link error two ways: its
 * own, naming the package CommonJS, and, once a module hook is registered (docgen's React
 * routing), an ES module's, which says nothing of the format: the package's format tells then.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-cjs-named-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
};
write('node_modules/optcheck/package.json', '{ "name": "optcheck", "main": "index.js" }');
write('node_modules/optcheck/index.js', 'Object.defineProperty(exports, "Schema", { get: () => 1 });');
write('node_modules/esm-only/package.json', '{ "name": "esm-only", "type": "module", "main": "index.js" }');
write('node_modules/esm-only/index.js', 'export const other = 1;');
const importer = path.join(dir, '.docgen', 'plugin.mjs');

const linkError = (message: string) => new SyntaxError(message);

describe('the CommonJS package a named import failed to link', () => {
  it("is read from Node's own wording", () => {
    const error = linkError(
      "Named export 'Schema' not found. The requested module 'optcheck' is a CommonJS module, which may not support all module.exports as named exports.",
    );
    expect(commonJsNamedImportOf(error, importer)).toBe('optcheck');
  });

  it('is read from the wording Node uses once a module hook is registered, when the package is CommonJS', () => {
    const error = linkError("The requested module 'optcheck' does not provide an export named 'Schema'");
    expect(commonJsNamedImportOf(error, importer)).toBe('optcheck');
  });

  it('is none for an ES module package, a relative module or another error', () => {
    expect(
      commonJsNamedImportOf(
        linkError("The requested module 'esm-only' does not provide an export named 'Schema'"),
        importer,
      ),
    ).toBeUndefined();
    expect(
      commonJsNamedImportOf(
        linkError("The requested module './local.js' does not provide an export named 'A'"),
        importer,
      ),
    ).toBeUndefined();
    expect(
      commonJsNamedImportOf(
        linkError("The requested module 'not-installed' does not provide an export named 'A'"),
        importer,
      ),
    ).toBeUndefined();
    expect(
      commonJsNamedImportOf(
        new Error("The requested module 'optcheck' does not provide an export named 'Schema'"),
        importer,
      ),
    ).toBeUndefined();
  });
});
