import { pathToFileURL } from 'node:url';
import { resolveAsImport } from '../util/import-resolve.js';
import { shareDocgenReact } from '../util/share-react.js';
import type { Diagnostic } from '@docgen/diagnostics';
import { packageSyntaxError, type UnparsedModule, unparsedByStack, unparsedModule } from '../util/package-syntax.js';

const STYLESHEET = /\.(css|scss|sass|less)$/i;

/** A package imported as the server render imports it: its file and exports, or why it failed. */
export type ServerImport = { file: string; exports: Record<string, unknown> } | { file?: string; error: unknown };

const imports = new Map<string, Promise<ServerImport>>();

/**
 * A package as Node imports it from the site folder (the "import" condition), once per site and
 * specifier: its export names and whether it loads at all are read from the same import.
 */
export function importOnServer(siteDir: string, specifier: string): Promise<ServerImport> {
  const key = `${siteDir}\0${specifier}`;
  let found = imports.get(key);
  if (!found) {
    found = load(siteDir, specifier);
    imports.set(key, found);
  }
  return found;
}

async function load(siteDir: string, specifier: string): Promise<ServerImport> {
  let file: string;
  try {
    file = resolveAsImport(siteDir, specifier);
  } catch (error) {
    return { error };
  }
  try {
    shareDocgenReact();
    return { file, exports: (await import(pathToFileURL(file).href)) as Record<string, unknown> };
  } catch (error) {
    return { file, error };
  }
}

const unparsed = new Map<string, Promise<UnparsedModule | undefined>>();

/**
 * The file of a package Node cannot parse (JSX or TypeScript in a `.js` file), when that is why it
 * fails to import. Once per site and specifier, as its import: finding the file may parse a
 * package's files, and every page and component importing the package asks.
 */
export function unparsablePackage(siteDir: string, specifier: string): Promise<UnparsedModule | undefined> {
  const key = `${siteDir}\0${specifier}`;
  let found = unparsed.get(key);
  if (!found) {
    found = importOnServer(siteDir, specifier).then((imported) =>
      'error' in imported && !requiredNonScript(imported.error)
        ? unparsedModule(imported.error, imported.file)
        : undefined,
    );
    unparsed.set(key, found);
  }
  return found;
}

/** The PackageSyntaxError of a package an MDX page imports (placed at the import by the page), when Node cannot parse it. */
export async function packageSyntaxFault(
  siteDir: string,
  specifier: string,
  importer: string,
): Promise<Omit<Diagnostic, 'file' | 'line' | 'column'> | undefined> {
  const found = await unparsablePackage(siteDir, specifier);
  return found && { ...packageSyntaxError(siteDir, specifier, importer, found), severity: 'error' };
}

/**
 * The file of a package that Node cannot import but webpack bundles for Docusaurus' server render,
 * so the server compile must bundle it too; undefined for any other package (left to Node's
 * import). Known by importing it once, as the server render would. Node stops at what only a
 * bundler resolves: a module that imports a stylesheet or an image (`import './tweet.module.css'`
 * in react-tweet's dist), one that imports Docusaurus' aliases (`@docusaurus/Link`, `@theme/…`, as
 * a theme package's components do), and the extensionless or folder imports of an ES module build
 * made for bundlers (`import './globals'` in a React Native library's `lib/module`), and the
 * named imports of a CommonJS dependency whose names Node cannot find.
 */
export async function packageToBundle(siteDir: string, specifier: string): Promise<string | undefined> {
  const found = await importOnServer(siteDir, specifier);
  if (!('error' in found) || !found.file || STYLESHEET.test(found.file)) return undefined;
  const { code } = found.error as { code?: unknown };
  if (typeof code === 'string' && BUNDLER_RESOLVES.has(code)) return found.file;
  if (requiredNonScript(found.error)) return found.file;
  return found.error instanceof SyntaxError && COMMONJS_NAMED_EXPORT.test(found.error.message) ? found.file : undefined;
}

/**
 * Whether Node failed parsing a stylesheet or an image as JavaScript: CommonJS's `require` reads a
 * file of any other extension as a script (`require('./card.css')` in @douyinfe/semi-ui's
 * lib/cjs), where webpack's loaders give it its meaning. Such a package is bundled, as one whose
 * ES modules import CSS; its own code parses.
 */
function requiredNonScript(error: unknown): boolean {
  const file = unparsedByStack(error)?.file;
  return file !== undefined && (STYLESHEET.test(file) || ASSET.test(file));
}

const ASSET = /\.(png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|eot|mp4|webm|mp3|wav)$/i;

/**
 * Node's error for a named import of a CommonJS module it cannot read the names of: webpack and
 * esbuild give them (webpack reads the dependency's ES build of `module`, as
 * @docsearch/react's import of @algolia/autocomplete-core needs), so the package is bundled.
 */
const COMMONJS_NAMED_EXPORT =
  /^(Named export '[^']+' not found\. The requested module '[^']+' is a CommonJS module|The requested module '[^']+' does not provide an export named)/;

/**
 * Node's errors for an import that webpack's resolver and loaders answer: a file it has no loader
 * for, a specifier it finds no file or package for (a missing one is then named at its import by
 * the bundle), a folder.
 */
const BUNDLER_RESOLVES = new Set(['ERR_UNKNOWN_FILE_EXTENSION', 'ERR_MODULE_NOT_FOUND', 'ERR_UNSUPPORTED_DIR_IMPORT']);
