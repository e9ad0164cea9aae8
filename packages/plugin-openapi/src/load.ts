import fs from 'node:fs/promises';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { DocgenError, type Diagnostic } from '@docgen/config';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import { indexOperations, HTTP_METHODS, type LoadedApi, type Locate, type OaObject } from './model.js';
import { getAt, parsePointer, toPointer } from './pointer.js';

const MAX_DOCUMENT_DIAGNOSTICS = 10;

/**
 * Reads, parses and validates an OpenAPI 3.x document (YAML or JSON). Any problem throws a
 * DocgenError of `OpenApiInvalidDocument` diagnostics, each with the JSON pointer of the fault and
 * its line in the file.
 */
export async function loadOpenApi(file: string, options: { siteDir?: string } = {}): Promise<LoadedApi> {
  const abs = path.resolve(options.siteDir ?? process.cwd(), file);
  const rel = options.siteDir ? path.relative(options.siteDir, abs).split(path.sep).join('/') : file;
  const fail = (diagnostics: Omit<Diagnostic, 'name' | 'severity' | 'file'>[]): never => {
    throw new DocgenError(
      diagnostics
        .slice(0, MAX_DOCUMENT_DIAGNOSTICS)
        .map((d) => ({ name: 'OpenApiInvalidDocument', severity: 'error', file: rel, ...d })),
    );
  };

  let text: string;
  try {
    text = await fs.readFile(abs, 'utf8');
  } catch {
    return fail([
      {
        message: `The OpenAPI document "${rel}" cannot be read.`,
        why: 'The path given to openapi({ spec }) is resolved from the site folder.',
        fix: 'check the `spec` option of the openapi plugin in the site config.',
      },
    ]);
  }

  const lineCounter = new LineCounter();
  const yamlDoc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  if (yamlDoc.errors.length > 0) {
    return fail(
      yamlDoc.errors.map((e) => {
        const pos = lineCounter.linePos(e.pos[0]);
        return {
          message: `The document is not valid YAML/JSON: ${e.message.split('\n')[0]}`,
          line: pos.line,
          column: pos.col,
          why: 'The OpenAPI document must parse before it can be validated.',
        };
      }),
    );
  }
  const locate: Locate = (segments) => {
    const node = findYamlNode(yamlDoc.contents as YamlNode | null, segments);
    if (!node?.range) return undefined;
    const pos = lineCounter.linePos(node.range[0]);
    return { line: pos.line, column: pos.col };
  };
  const at = (segments: (string | number)[]) => ({ ...(locate(segments) ?? {}), where: `#${toPointer(segments)}` });

  const raw = yamlDoc.toJS({ maxAliasCount: -1 }) as unknown;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return fail([
      {
        message: 'The OpenAPI document is not an object.',
        why: 'An OpenAPI document is a YAML or JSON object with `openapi`, `info` and `paths` or `webhooks`.',
      },
    ]);
  }
  const version = String((raw as OaObject).openapi ?? '');
  if (!/^3\.[01]\./.test(version)) {
    return fail([
      {
        message: (raw as OaObject).swagger
          ? 'Swagger 2.0 documents are not supported.'
          : `"openapi: ${version || '(missing)'}" is not an OpenAPI version this plugin reads.`,
        ...at(['openapi']),
        why: 'The plugin renders OpenAPI 3.0 and 3.1 documents.',
        fix: 'convert the document to OpenAPI 3.1 (for example with swagger2openapi).',
      },
    ]);
  }

  // Local references that point nowhere, with the place of the `$ref` itself.
  const broken: Omit<Diagnostic, 'name' | 'severity' | 'file'>[] = [];
  walk(raw, [], (value, segments) => {
    const ref = (value as OaObject).$ref;
    if (typeof ref === 'string' && ref.startsWith('#') && getAt(raw, parsePointer(ref)) === undefined) {
      broken.push({
        message: `$ref "${ref}" does not resolve: the document has nothing at that pointer.`,
        ...at([...segments, '$ref']),
        why: 'Every local $ref must point to an existing part of the document.',
      });
    }
  });
  if (broken.length > 0) fail(broken);

  // Bundle external references into the document, then validate it against the OpenAPI schema.
  let doc: OaObject;
  try {
    doc = hasExternalRefs(raw)
      ? ((await SwaggerParser.bundle(abs, structuredClone(raw) as never, {})) as unknown as OaObject)
      : (raw as OaObject);
    await SwaggerParser.validate(structuredClone(doc) as never, { validate: { schema: true, spec: true } });
  } catch (error) {
    const details = (error as { details?: AjvLikeError[] }).details;
    if (Array.isArray(details) && details.length > 0) {
      return fail(
        documentErrors(details).map((d) => {
          const segments = parsePointer(d.instancePath);
          return {
            message: `${d.instancePath || '/'} ${describe(d)}`,
            ...at(segments),
            why: 'The document does not follow the OpenAPI specification schema.',
          };
        }),
      );
    }
    return fail([{ message: `The OpenAPI document is not valid: ${(error as Error).message.split('\n')[0]}` }]);
  }

  // What the OpenAPI schema cannot check: unique operation ids, path parameters.
  const problems: Omit<Diagnostic, 'name' | 'severity' | 'file'>[] = [];
  const seenIds = new Map<string, string>();
  for (const root of ['paths', 'webhooks'] as const) {
    for (const [key, item] of Object.entries((doc[root] ?? {}) as Record<string, OaObject>)) {
      for (const method of HTTP_METHODS) {
        const op = item?.[method] as OaObject | undefined;
        if (!op || typeof op.operationId !== 'string') continue;
        const where = toPointer([root, key, method]);
        const first = seenIds.get(op.operationId);
        if (first)
          problems.push({
            message: `operationId "${op.operationId}" is used twice (first at #${first}).`,
            ...at([root, key, method, 'operationId']),
            why: 'Operation ids must be unique in the document: pages name operations by id.',
          });
        else seenIds.set(op.operationId, where);
      }
    }
  }
  if (problems.length > 0) fail(problems);

  return {
    file: rel,
    doc,
    version: version.startsWith('3.0') ? '3.0' : '3.1',
    operations: indexOperations(doc),
    locate,
  };
}

export interface AjvLikeError {
  instancePath: string;
  schemaPath?: string;
  keyword: string;
  params?: Record<string, unknown>;
  message?: string;
}

/** Keeps the useful errors of an ajv run: no `if`/`else` noise, the deepest ones per place, once each. */
export function documentErrors<T extends AjvLikeError>(errors: readonly T[]): T[] {
  const useful = errors.filter((e) => e.keyword !== 'if' && e.keyword !== 'else' && e.keyword !== 'then');
  const list = useful.length > 0 ? useful : [...errors];
  // An error whose place contains a deeper error only repeats it (oneOf, anyOf, $ref…).
  const deep = list.filter(
    (e) =>
      !['oneOf', 'anyOf', 'allOf', 'not'].includes(e.keyword) ||
      !list.some((o) => o !== e && o.instancePath.startsWith(`${e.instancePath}/`)),
  );
  const seen = new Set<string>();
  return deep.filter((e) => {
    const key = `${e.instancePath}\0${describe(e)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A clear sentence for an ajv error (without the place). */
export function describe(e: AjvLikeError): string {
  const p = e.params ?? {};
  switch (e.keyword) {
    case 'required':
      return `is missing the required property "${String(p.missingProperty)}"`;
    case 'additionalProperties':
      return `has the property "${String(p.additionalProperty)}", which its schema does not allow`;
    case 'unevaluatedProperties':
      return `has the property "${String(p.unevaluatedProperty)}", which its schema does not allow`;
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[] | undefined)?.map((v) => JSON.stringify(v)).join(', ') ?? 'the allowed values'}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'type':
      return `must be of type ${Array.isArray(p.type) ? p.type.join(' or ') : String(p.type)}`;
    case 'format':
      return `must be a valid "${String(p.format)}"`;
    case 'oneOf':
      return Array.isArray(p.passingSchemas)
        ? 'matches more than one of its oneOf alternatives'
        : 'matches none of its oneOf alternatives';
    case 'anyOf':
      return 'matches none of its anyOf alternatives';
    default:
      return e.message ?? `fails the "${e.keyword}" rule`;
  }
}

function hasExternalRefs(doc: unknown): boolean {
  let found = false;
  walk(doc, [], (value) => {
    const ref = (value as OaObject).$ref;
    if (typeof ref === 'string' && !ref.startsWith('#')) found = true;
  });
  return found;
}

function walk(value: unknown, segments: string[], visit: (value: object, segments: string[]) => void): void {
  if (!value || typeof value !== 'object') return;
  visit(value, segments);
  if (Array.isArray(value)) for (const [i, v] of value.entries()) walk(v, [...segments, String(i)], visit);
  else for (const [k, v] of Object.entries(value)) walk(v, [...segments, k], visit);
}

/** The YAML node at a pointer (or the deepest existing one on the way); a scalar is found by its key. */
function findYamlNode(root: YamlNode | null, segments: readonly (string | number)[]): YamlNode | undefined {
  let node: YamlNode | null | undefined = root;
  let last: YamlNode | undefined = root ?? undefined;
  for (const segment of segments) {
    if (isMap(node)) {
      const pair = node.items.find(
        (item) => (isScalar(item.key) ? String(item.key.value) : String(item.key)) === String(segment),
      );
      if (!pair) return last;
      const value = pair.value as YamlNode | null;
      if (isMap(value) || isSeq(value)) {
        node = value;
        last = value;
      } else {
        node = null;
        last = (pair.key as YamlNode | null) ?? last;
      }
    } else if (isSeq(node)) {
      const item = node.items[Number(segment)] as YamlNode | undefined;
      if (!item) return last;
      node = item;
      last = item;
    } else {
      return last;
    }
  }
  return last;
}
