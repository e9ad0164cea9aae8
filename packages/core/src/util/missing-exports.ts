import path from 'node:path';
import type { BuildOptions, Message, Plugin } from 'esbuild';
import type { Diagnostic } from '@docgen/diagnostics';
import { relPosix } from './paths.js';

const NO_MATCHING_EXPORT = /^No matching export in "([^"]+)" for import "([^"]+)"$/;
const NAMESPACE = 'docgen-missing-exports';

/** A name a site file imports from another site file that does not export it. */
export interface MissingExport {
  /** The importing file and the imported one, absolute. */
  importer: string;
  file: string;
  name: string;
  message: Message;
}

/**
 * The missing exports an esbuild failure is made of, when it is made of nothing else and each is
 * between two files of the site (not a package's, nor docgen's generated files or Docusaurus
 * modules, whose missing names are errors of their own): else undefined.
 */
export function missingSiteExports(siteDir: string, error: unknown): MissingExport[] | undefined {
  const errors = (error as { errors?: Message[] }).errors ?? [];
  if (errors.length === 0) return undefined;
  const found: MissingExport[] = [];
  const inside = (file: string) => {
    const rel = path.relative(siteDir, file);
    return (
      !rel.startsWith('..') && !path.isAbsolute(rel) && !/(^|[\\/])(node_modules|\.docgen|\.docusaurus)[\\/]/.test(rel)
    );
  };
  for (const m of errors) {
    const [, target, name] = NO_MATCHING_EXPORT.exec(m.text) ?? [];
    if (!target || !name || !m.location) return undefined;
    const importer = path.resolve(siteDir, m.location.file);
    const file = path.resolve(siteDir, target);
    if (!inside(importer) || !inside(file)) return undefined;
    found.push({ importer, file, name, message: m });
  }
  return found;
}

/**
 * Gives each import of a missing name `undefined`, as webpack does (it warns, and the value is
 * undefined when the code runs): the importer's import of that file resolves to a module that
 * re-exports the file and adds the names it lacks.
 */
export function undefinedExports(missing: readonly MissingExport[]): Plugin {
  const byImporter = new Map<string, Map<string, Set<string>>>();
  for (const m of missing) {
    const files = byImporter.get(m.importer) ?? new Map<string, Set<string>>();
    files.set(m.file, (files.get(m.file) ?? new Set()).add(m.name));
    byImporter.set(m.importer, files);
  }
  return {
    name: 'docgen-missing-exports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        const files = byImporter.get(args.importer);
        if (!files || args.pluginData === NAMESPACE) return undefined;
        const resolved = await build.resolve(args.path, {
          importer: args.importer,
          resolveDir: args.resolveDir,
          kind: args.kind,
          pluginData: NAMESPACE,
        });
        const names = resolved.errors.length === 0 ? files.get(resolved.path) : undefined;
        if (!names) return undefined;
        return { path: resolved.path, namespace: NAMESPACE, pluginData: [...names] };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const file = JSON.stringify(args.path);
        const names = args.pluginData as string[];
        // A name of the module's own shadows the same name of `export *`.
        const lines = [
          `import * as __docgenModule from ${file};`,
          `export * from ${file};`,
          'const __docgenUndefined = undefined;',
          ...(names.includes('default') ? [] : ['export default __docgenModule.default;']),
          ...names.map((n) => `export { __docgenUndefined as ${JSON.stringify(n)} };`),
        ];
        return { contents: `${lines.join('\n')}\n`, loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/**
 * esbuild's build, where a name one site file imports from another that does not export it is
 * `undefined` (webpack's warning, not an error): the missing exports are given to `onMissing`,
 * and the build made again with them.
 */
export async function buildAllowingMissingExports<O extends BuildOptions, R>(
  build: (options: O) => Promise<R>,
  options: O,
  onMissing?: (missing: MissingExport[]) => void,
): Promise<R> {
  try {
    return await build(options);
  } catch (error) {
    const missing = missingSiteExports(options.absWorkingDir ?? process.cwd(), error);
    if (!missing) throw error;
    onMissing?.(missing);
    return build({ ...options, plugins: [undefinedExports(missing), ...(options.plugins ?? [])] });
  }
}

/**
 * The warning of a missing export, at the import: webpack's ("export 'X' (imported as 'X') was
 * not found in './x'"), which Docusaurus' build prints and goes on.
 */
export function missingExportWarning(siteDir: string, m: MissingExport): Diagnostic {
  const loc = m.message.location!;
  return missingExportDiagnostic(m.name, relPosix(siteDir, m.file), {
    file: relPosix(siteDir, m.importer),
    line: loc.line,
    column: loc.column + 1,
  });
}

/** A name `file` (relative to the site) does not export, imported at `at`. */
export function missingExportDiagnostic(
  name: string,
  file: string,
  at: { file: string; line?: number; column?: number },
): Diagnostic {
  return {
    name: 'MissingExport',
    severity: 'warning',
    message: `"${name}" is imported from ${file}, which does not export it: its value is undefined.`,
    ...at,
    why: `Docusaurus' webpack warns (export '${name}' was not found) and builds the page with the name undefined: it fails only where the page renders it. docgen does the same.`,
    fix: `export "${name}" from ${file}, or import a name it exports (or remove the import).`,
  };
}
