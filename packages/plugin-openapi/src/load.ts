import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DocgenError, sortDiagnostics } from '@docgen/config';
import { type Bundle, bundleDocument, originOf } from './bundle.js';
import { documentChecks } from './document-checks.js';
import { indexOperations, type LoadedApi, type OaObject, type SourcePlace } from './model.js';
import { toPointer } from './pointer.js';
import { diagnosticsAt, type Problem, type ValidateLevel } from './problems.js';
import { dropRefSiblings } from './ref-siblings.js';
import { resolveRecursiveRefs } from './recursive-ref.js';
import { parseSource, type SourceFile, SourceSyntaxError, type SyntaxNote } from './source.js';
import { otherFormat } from './other-formats.js';
import { listFields } from './list-fields.js';
import { listSchemaKeywords } from './schema-lists.js';
import { readVersionField } from './version-field.js';

export { type AjvLikeError, describe, documentErrors } from './schema-errors.js';

/** The why and fix of each syntax note a file was read past. */
const NOTE_ADVICE: Record<SyntaxNote['code'], { why: string; fix: string }> = {
  DUPLICATE_KEY: { why: 'YAML and JSON keys are unique in an object.', fix: 'remove or rename one of the two keys.' },
  QUOTED_INDENT: {
    why: 'YAML forbids tabs in indentation, and a quoted string indented less than its key.',
    fix: 'indent the lines of the string with spaces, more than its key.',
  },
  COLLECTION_KEY: {
    why: 'An OpenAPI document is JSON data, whose keys are strings (js-yaml, which Docusaurus\' OpenAPI plugin reads with, makes it "[object Object]").',
    fix: 'quote the key; or, if braces around a list were meant as the list itself (`key: { [ … ] }`), remove them: `key: [ … ]`.',
  },
  TAB_INDENT: {
    why: 'YAML forbids tabs in indentation: how deep the line is, and so what it belongs to, is a guess.',
    fix: 'indent the line with spaces, as deep as what it belongs to.',
  },
  JSON_COMMENT: {
    why: 'JSON has no comments: other tools refuse the document, and YAML reads the comment as part of a key.',
    fix: 'remove the comments, or write the document in YAML, whose comments start with `#`.',
  },
  UNKNOWN_TAG: {
    why: 'Only the tags of YAML itself are read (`!!str`…); a tool of its own (`!include`) is not run.',
    fix: 'remove the tag; to take the text of a file, write `$ref: <file>` (a $ref to a file that is not YAML or JSON is its text).',
  },
};

export interface LoadOptions {
  /** Folder the spec path is relative to, and that no `$ref` may leave. Default: the current folder. */
  siteDir?: string;
  /** How much to check (see `ValidateLevel`). Default `error`. */
  validate?: ValidateLevel;
  /**
   * Return the document with its errors in `diagnostics` instead of throwing them (the plugin
   * adds the examples' before it reports: every problem in one run). A document that cannot be
   * read, parsed or bundled still throws.
   */
  collect?: boolean;
  /** The site config, where a document that cannot be read is reported (at its `spec` string). */
  configFile?: string;
}

/**
 * Reads an OpenAPI 3.x document (YAML or JSON, in one file or several: external `$ref`s are
 * bundled, each part keeping its file and lines), then checks it at the level asked: the official
 * schema of its version (one message per fault), `$ref`s that lead nowhere, duplicate operation
 * ids. Each problem is a diagnostic at the file and line where the fault is. With `validate:
 * 'error'` (the default) any problem throws a DocgenError listing them all; with `warn` they are
 * warnings in `api.diagnostics`; with `off` only what rendering needs is reported.
 */
export async function loadOpenApi(file: string, options: LoadOptions = {}): Promise<LoadedApi> {
  const level = options.validate ?? 'error';
  const siteDir = path.resolve(options.siteDir ?? process.cwd());
  const abs = path.resolve(siteDir, file);
  const rel = (p: string) => {
    const r = path.relative(siteDir, p).split(path.sep).join('/');
    return options.siteDir ? r : p === abs ? file : r;
  };
  const fatal = (p: Omit<Problem, 'file' | 'weight'> & { file?: string }): never => {
    throw new DocgenError(diagnosticsAt([{ file: rel(abs), ...p, weight: 'fatal' }], level));
  };

  let text: string;
  try {
    text = await fs.readFile(abs, 'utf8');
  } catch (error) {
    const code = (error as { code?: string }).code;
    return fatal({
      name: 'OpenApiInvalidDocument',
      message: `The OpenAPI document "${rel(abs)}" ${code === 'ENOENT' ? 'does not exist' : code === 'EISDIR' ? 'is a folder, not a file' : 'cannot be read'}.`,
      ...specPlace(options.configFile, file, siteDir),
      why: 'The path given to openapi({ spec }) is resolved from the site folder.',
      fix:
        code === 'EISDIR'
          ? 'give the path of the document itself (one openapi() per document of the folder).'
          : 'check the `spec` option of the openapi plugin in the site config.',
    });
  }
  let root: SourceFile;
  try {
    root = parseSource(abs, text);
  } catch (error) {
    if (!(error instanceof SourceSyntaxError)) throw error;
    throw new DocgenError(
      error.errors.map((e) => ({
        name: 'OpenApiInvalidDocument',
        severity: 'error',
        file: rel(abs),
        line: e.line,
        column: e.column,
        message: `The document is not valid YAML/JSON: ${e.message}`,
        why: 'The OpenAPI document must parse before it can be read.',
        ...(e.fix ? { fix: e.fix } : {}),
      })),
    );
  }
  let raw = root.value as OaObject | null;
  let swagger = false;
  const inside = !path.relative(siteDir, abs).startsWith('..');
  const bundleOptions = { allowedRoot: inside ? siteDir : path.dirname(abs), rel };
  let joined: Bundle | undefined;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return fatal({
      name: 'OpenApiInvalidDocument',
      message:
        raw === null || raw === undefined
          ? 'The OpenAPI document is empty.'
          : `The OpenAPI document is ${Array.isArray(raw) ? 'a list' : `the ${typeof raw} ${JSON.stringify(raw).slice(0, 40)}`}, not an object.`,
      why: 'An OpenAPI document is a YAML or JSON object with `openapi`, `info` and `paths` or `webhooks`.',
      fix: 'point `spec` to the root file of the document (the one that starts with `openapi:` or `swagger:`), or write that object in this one.',
    });
  }
  const versionNote = readVersionField(raw, (segments) => root.textAt(segments));
  const versionProblems: Problem[] = versionNote
    ? [
        {
          name: 'OpenApiInvalidDocument',
          file: rel(abs),
          ...root.locate([versionNote.key]),
          where: `#/${versionNote.key}`,
          message: versionNote.message,
          why: 'The version is a string: `swagger: "2.0"`, `openapi: 3.x.y`.',
          fix: versionNote.fix,
        },
      ]
    : [];
  if (String(raw.swagger) === '2.0' && raw.openapi === undefined) {
    // Read as OpenAPI 3.0, its diagnostics at the lines of the Swagger file.
    ({ root, joined } = (await import('./swagger-files.js')).readSwagger(root, bundleOptions));
    raw = root.value as OaObject;
    swagger = true;
  }
  const version = String(raw.openapi ?? '');
  const other = raw.openapi === undefined && raw.swagger === undefined ? otherFormat(raw) : undefined;
  if (other)
    return fatal({
      name: 'OpenApiInvalidDocument',
      message: other.message,
      ...root.locate([other.key]),
      where: `#/${other.key}`,
      why: 'The plugin renders OpenAPI 3.0, 3.1 and 3.2 documents, and Swagger 2.0 ones read as OpenAPI 3.0.',
      fix: other.fix,
    });
  if (!/^3\.[012]\./.test(version)) {
    return fatal({
      name: 'OpenApiInvalidDocument',
      message: raw.swagger
        ? `Swagger ${String(raw.swagger)} documents are not supported.`
        : `"openapi: ${version || '(missing)'}" is not an OpenAPI version this plugin reads.`,
      // At the line that says which version the document is (`swagger: '2.0'`).
      ...root.locate([raw.swagger ? 'swagger' : 'openapi']),
      where: raw.swagger ? '#/swagger' : '#/openapi',
      why: 'The plugin renders OpenAPI 3.0, 3.1 and 3.2 documents.',
      fix: raw.swagger
        ? 'convert the document to OpenAPI 3.0 and point `spec` to the result, for example `npx swagger2openapi <document> -o openapi.yaml`.'
        : 'write the version the document follows: "openapi: 3.1.0" for example.',
    });
  }
  // 3.2 is read as 3.1 (its Schema Objects are the same), and checked against its own schema.
  const oas = version.startsWith('3.0') ? '3.0' : '3.1';
  const checkedAs = version.startsWith('3.2') ? '3.2' : oas;

  const bundle = bundleDocument(root, bundleOptions);
  const problems: Problem[] = [...versionProblems, ...(joined?.problems ?? []), ...bundle.problems];
  // The files a Swagger 2.0 document was joined from (its root is the bundle's).
  const sources = new Map([...(joined?.sources ?? []), ...bundle.sources]);
  for (const source of sources.values())
    for (const note of source.notes)
      problems.push({
        name: 'OpenApiInvalidDocument',
        file: rel(source.abs),
        line: note.line,
        column: note.column,
        message: note.message,
        ...NOTE_ADVICE[note.code],
        weight: 'render',
      });

  const where = placeFinder(bundle, rel);
  if (oas === '3.0') problems.push(...dropRefSiblings(bundle.doc, where, swagger));
  problems.push(...(await documentChecks(bundle.doc, checkedAs, where, level !== 'off', swagger)));
  // After the checks, which report the 2019-09 keywords and a list written as an object as written.
  resolveRecursiveRefs(bundle.doc);
  listFields(bundle.doc);
  listSchemaKeywords(bundle.doc);

  const diagnostics = sortDiagnostics(diagnosticsAt(problems, level));
  const unreadable = problems.some((p) => p.weight === 'fatal');
  if (unreadable || (!options.collect && diagnostics.some((d) => d.severity === 'error')))
    throw new DocgenError(diagnostics);
  return {
    file: rel(abs),
    doc: bundle.doc,
    version: oas,
    operations: indexOperations(bundle.doc),
    locate: (segments) => {
      const place = where(segments);
      return place.line ? { line: place.line, column: place.column ?? 1, file: place.file } : undefined;
    },
    place: where,
    files: [...sources.keys()].map(rel),
    ...(swagger ? { swagger } : {}),
    diagnostics,
  };
}

/** A pointer of the bundled document → the file, line and pointer of its source. */
export function placeFinder(bundle: Bundle, rel: (abs: string) => string) {
  return (segments: readonly (string | number)[], needle?: string): SourcePlace => {
    const origin = originOf(bundle, segments);
    const source = bundle.sources.get(origin.abs);
    if (!source) return { file: '', where: `#${toPointer(segments)}` };
    const pos = (needle ? source.find?.(origin.segments, needle) : undefined) ?? source.locate(origin.segments);
    const text = source.textAt(origin.segments);
    const { abs, ...at } = pos ?? {};
    const file = abs ?? origin.abs;
    // A Swagger 2.0 file joined from several keeps its parts' files out of the bundle's sources.
    const json = bundle.sources.get(file)?.json ?? /\.json$/i.test(file);
    return {
      file: rel(file),
      ...at,
      where: `#${toPointer(source.written?.(origin.segments) ?? origin.segments)}`,
      ...(text !== undefined ? { text } : {}),
      ...(json ? { json: true as const } : {}),
    };
  };
}

/** Where the config writes a `spec` path (its string), when it writes it as one. */
function specPlace(
  configFile: string | undefined,
  spec: string,
  siteDir: string,
): { file: string; line: number; column: number } | Record<string, never> {
  if (!configFile) return {};
  let text: string;
  try {
    text = readFileSync(configFile, 'utf8');
  } catch {
    return {};
  }
  const file = path.relative(siteDir, configFile).split(path.sep).join('/');
  const lines = text.split('\n');
  // The string given as `spec:` first (a config may hold the same path in other data: a
  // Docusaurus plugin's options it carries), then anywhere outside a comment.
  for (const keyed of [true, false])
    for (const [index, line] of lines.entries()) {
      if (line.trimStart().startsWith('//')) continue;
      for (const quote of ["'", '"', '`']) {
        const at = line.indexOf(`${quote}${spec}${quote}`);
        if (at >= 0 && (!keyed || /\bspec\s*:\s*$/.test(line.slice(0, at))))
          return { file, line: index + 1, column: at + 1 };
      }
    }
  return {};
}
