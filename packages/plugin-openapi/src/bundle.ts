import fs from 'node:fs';
import path from 'node:path';
import { bundleMapping } from './bundle-mapping.js';
import { readExternalValue } from './external-value.js';
import { COMPONENT_SECTION, childKind, elementKind, type Kind, SWAGGER_SECTION } from './oas-kinds.js';
import type { OaObject } from './model.js';
import { getAt, parsePointer, toPointer } from './pointer.js';
import type { Problem } from './problems.js';
import { parseSource, type SourceFile, SourceSyntaxError, textSource } from './source.js';

/** Where a part of the bundled document comes from: a file and a pointer in it. */
export interface Origin {
  abs: string;
  segments: string[];
}

/** A document and the files its `$ref`s lead to, as one document with only local `$ref`s. */
export interface Bundle {
  doc: OaObject;
  /** Every file read (absolute path → parsed file), the root first. */
  sources: Map<string, SourceFile>;
  /** Bundled pointer → where that part comes from (the longest prefix of a pointer applies). */
  origins: Map<string, Origin>;
  problems: Problem[];
}

export interface BundleOptions {
  /** `$ref`s may not lead out of this folder (the site folder): no file outside it reaches the output. */
  allowedRoot: string;
  /** Path shown in messages (relative to the site folder). */
  rel(abs: string): string;
  /** A Swagger 2.0 document: its reusable objects go to `definitions`, `parameters`, `responses`. */
  swagger?: boolean;
}

const REMOTE = /^[a-z][a-z0-9+.-]*:/i;
/** Files read as YAML or JSON; a `$ref` to any other (`description.md`, `samples/create.js`) is its text, as Redocly reads it. */
const DATA_FILE = /\.(ya?ml|json)$/i;

/** Whether a `$ref` names a YAML or JSON file that exists, from the file holding it. */
function dataFileExists(ref: string, holder: string): boolean {
  const filePart = ref.split('#')[0]!;
  if (REMOTE.test(filePart) || !DATA_FILE.test(filePart)) return false;
  try {
    return fs.statSync(path.resolve(path.dirname(holder), decodeURIComponent(filePart))).isFile();
  } catch {
    return false;
  }
}

/**
 * Bundles the external `$ref`s of a document (other files, relative paths, `#/pointer` fragments
 * into them, files referencing further files, YAML and JSON) into one document, keeping where
 * every part came from. A reusable object (schema, parameter, response, request body, header,
 * example, link, callback, security scheme) becomes a named component, `#/components/schemas/<Name>`,
 * named by the root's own component that points to it, else the fragment's last segment, the
 * schema's `title` or the file name; a name already taken gets `_2`, `_3`… in document order.
 * Anything else (path items, operations, descriptions, vendor extensions) is put in place.
 */
export function bundleDocument(root: SourceFile, options: BundleOptions): Bundle {
  const sources = new Map<string, SourceFile>([[root.abs, root]]);
  const origins = new Map<string, Origin>([['', { abs: root.abs, segments: [] }]]);
  const problems: Problem[] = [];
  const unreadable = new Set<string>();
  const rootDoc = root.value as OaObject;
  /** `file#pointer` → the component it becomes (`done` once its content is in `hoisted`). */
  const named = new Map<string, { section: string; name: string; done: boolean }>();
  /** Components made from other files, by section, in the order they were named. */
  const hoisted = new Map<string, Map<string, unknown>>();
  const taken = new Map<string, Set<string>>();
  const inlining: string[] = [];
  /** Where the document keeps a section's components (none: the object is put in place). */
  const home = (section: string): string[] | undefined => {
    if (!options.swagger) return ['components', section];
    const key = SWAGGER_SECTION[section];
    return key ? [key] : undefined;
  };

  const problemAt = (abs: string, segments: readonly string[], p: Omit<Problem, 'file'>) => {
    problems.push({
      ...p,
      file: options.rel(abs),
      ...(sources.get(abs)?.locate(segments) ?? {}),
      where: `#${toPointer(segments)}`,
    });
  };
  const sectionNames = (section: string) => {
    let set = taken.get(section);
    if (!set) {
      set = new Set(Object.keys((getAt(rootDoc, home(section) ?? []) ?? {}) as OaObject));
      taken.set(section, set);
    }
    return set;
  };

  const load = (abs: string, from: { abs: string; segments: string[] }, ref: string): SourceFile | undefined => {
    const known = sources.get(abs);
    if (known || unreadable.has(abs)) return known;
    let text: string;
    try {
      text = fs.readFileSync(abs, 'utf8');
    } catch {
      unreadable.add(abs);
      problemAt(from.abs, [...from.segments, '$ref'], {
        name: 'OpenApiUnresolvedRef',
        message: `$ref "${ref}" names the file ${options.rel(abs)}, which cannot be read.`,
        why: 'A $ref to another file is resolved from the folder of the file that holds it.',
        fix: 'correct the path, or add the file.',
        weight: 'render',
      });
      return undefined;
    }
    try {
      const file = DATA_FILE.test(abs) ? parseSource(abs, text) : textSource(abs, text);
      sources.set(abs, file);
      return file;
    } catch (error) {
      unreadable.add(abs);
      if (!(error instanceof SourceSyntaxError)) throw error;
      for (const e of error.errors)
        problems.push({
          name: 'OpenApiInvalidDocument',
          file: options.rel(abs),
          line: e.line,
          column: e.column,
          message: `The file is not valid YAML/JSON: ${e.message}`,
          why: `A $ref of the document leads to this file (from ${options.rel(from.abs)}).`,
          ...(e.fix ? { fix: e.fix } : {}),
          weight: 'fatal',
        });
      return undefined;
    }
  };

  /** The file and pointer a `$ref` leads to, or undefined (reported) when it leads nowhere readable. */
  const resolve = (ref: string, holder: { abs: string; segments: string[] }) => {
    const hash = ref.indexOf('#');
    const filePart = hash === -1 ? ref : ref.slice(0, hash);
    const fragment = hash === -1 ? '' : ref.slice(hash + 1);
    if (REMOTE.test(filePart)) {
      problemAt(holder.abs, [...holder.segments, '$ref'], {
        name: 'OpenApiUnresolvedRef',
        message: `$ref "${ref}" is a URL: documents are read from the site folder only, never fetched.`,
        why: 'A build reads no network: the same files give the same pages, offline.',
        fix: 'save the referenced document in the site folder and use a relative path.',
        weight: 'render',
      });
      return undefined;
    }
    let abs = holder.abs;
    if (filePart) {
      let decoded = filePart;
      try {
        decoded = decodeURIComponent(filePart);
      } catch {
        // a literal `%` in the name
      }
      abs = path.resolve(path.dirname(holder.abs), decoded);
      const inside = path.relative(options.allowedRoot, abs);
      if (inside.startsWith('..') || path.isAbsolute(inside)) {
        problemAt(holder.abs, [...holder.segments, '$ref'], {
          name: 'OpenApiUnresolvedRef',
          message: `$ref "${ref}" leads out of the site folder (to ${options.rel(abs)}).`,
          why: 'No file outside the site folder is read into the site.',
          fix: 'copy the file into the site folder and point to it there.',
          weight: 'fatal',
        });
        return undefined;
      }
    }
    if (fragment && !fragment.startsWith('/')) {
      problemAt(holder.abs, [...holder.segments, '$ref'], {
        name: 'OpenApiUnresolvedRef',
        message: `$ref "${ref}" ends with "#${fragment}", which is not a JSON pointer.`,
        why: 'A $ref fragment is a JSON pointer (`#/components/schemas/Order`); anchors are not supported.',
        fix: `write the pointer to the value, e.g. "#/${fragment}".`,
        weight: 'render',
      });
      return undefined;
    }
    const file = load(abs, holder, ref);
    if (!file) return undefined;
    const segments = parsePointer(fragment);
    const target = getAt(file.value, segments);
    if (target === undefined) {
      problemAt(holder.abs, [...holder.segments, '$ref'], {
        name: 'OpenApiUnresolvedRef',
        message: `$ref "${ref}" does not resolve: ${options.rel(abs)} has nothing at #${toPointer(segments)}.`,
        why: 'Every $ref must point to an existing part of a document.',
        fix: 'correct the pointer (names are case-sensitive; `/` in a name is written `~1`).',
        weight: 'render',
      });
      return undefined;
    }
    return { abs, segments, target, key: `${abs}#${toPointer(segments)}` };
  };

  const fromRoot = (ref: string, holder: string) => {
    const hash = ref.indexOf('#');
    const filePart = hash === -1 ? ref : ref.slice(0, hash);
    if (REMOTE.test(filePart)) return ref;
    const abs = filePart ? path.resolve(path.dirname(holder), filePart) : holder;
    return `${path.relative(path.dirname(root.abs), abs).split(path.sep).join('/')}${hash === -1 ? '' : ref.slice(hash)}`;
  };

  const nameFor = (section: string, abs: string, segments: string[], target: unknown): string => {
    const title = target && typeof target === 'object' ? (target as OaObject).title : undefined;
    const base =
      segments.at(-1) ??
      (typeof title === 'string' && /^[A-Za-z][\w.-]{0,63}$/.test(title.trim())
        ? title.trim()
        : path.basename(abs).replace(/\.(ya?ml|json)$/i, ''));
    const clean = base.replace(/[^A-Za-z0-9._-]+/g, '_') || 'Component';
    const names = sectionNames(section);
    let name = clean;
    for (let n = 2; names.has(name); n++) name = `${clean}_${n}`;
    names.add(name);
    return name;
  };

  /**
   * An example's value (or a default) as written, but an object in it that is a `$ref` to a YAML
   * or JSON file of the site (`{ $ref: 'ex/event.yaml', room_id: '!a' }`) is that file's value, the
   * keys beside the `$ref` over the file's, as json-schema-ref-parser and Swagger UI read it (so
   * Matrix's examples are built). A `#/pointer`, or a missing file, stays data, as written.
   */
  const literal = (value: unknown, from: Origin, out: string[]): unknown => {
    if (!value || typeof value !== 'object') return value;
    const at = (key: string): [Origin, string[]] => [{ ...from, segments: [...from.segments, key] }, [...out, key]];
    if (Array.isArray(value)) {
      const items = value.map((v, i) => literal(v, ...at(String(i))));
      return items.every((v, i) => v === value[i]) ? value : items;
    }
    const object = value as OaObject;
    const ref = object.$ref;
    if (typeof ref === 'string' && !ref.startsWith('#') && dataFileExists(ref, from.abs)) {
      const target = resolve(ref, from);
      if (target && !inlining.includes(target.key)) {
        inlining.push(target.key);
        origins.set(toPointer(out), { abs: target.abs, segments: target.segments });
        const inner = literal(target.target, { abs: target.abs, segments: target.segments }, out);
        inlining.pop();
        const { $ref: _ref, ...siblings } = object;
        if (!inner || typeof inner !== 'object' || Array.isArray(inner)) return inner;
        const merged: OaObject = {}; // json-schema-ref-parser's order: the keys beside the `$ref` first
        for (const [key, child] of Object.entries(siblings)) {
          origins.set(toPointer([...out, key]), at(key)[0]);
          merged[key] = literal(child, ...at(key));
        }
        for (const [key, child] of Object.entries(inner as OaObject)) if (!(key in merged)) merged[key] = child;
        return merged;
      }
    }
    let copy: OaObject | undefined;
    for (const [key, child] of Object.entries(object)) {
      const made = literal(child, ...at(key));
      if (made !== child) (copy ??= { ...object })[key] = made;
    }
    return copy ?? value;
  };

  /** A copy of `value` (read at `from` in its file) with every external `$ref` bundled. */
  const walk = (value: unknown, kind: Kind, from: Origin, out: string[]): unknown => {
    if (kind === 'literal') return literal(value, from, out);
    if (!value || typeof value !== 'object') return value;
    if (Array.isArray(value)) {
      const item = elementKind(kind);
      return value.map((v, i) =>
        walk(v, item, { abs: from.abs, segments: [...from.segments, String(i)] }, [...out, String(i)]),
      );
    }
    const object = value as OaObject;
    if (typeof object.$ref === 'string') {
      const bundled = reference(object, kind, from, out);
      if (bundled !== undefined) return bundled;
    }
    const copy: OaObject = {};
    for (const [key, child] of Object.entries(object))
      copy[key] = walk(
        child,
        key === '$ref' ? 'literal' : childKind(kind, key),
        { abs: from.abs, segments: [...from.segments, key] },
        [...out, key],
      );
    if (kind === 'schema') bundleMapping(copy, from, out, root.abs, reference);
    if (kind === 'example')
      readExternalValue(copy, from.abs, options, (p) => problemAt(from.abs, [...from.segments, 'externalValue'], p), {
        sources,
        origins,
        out,
      });
    return copy;
  };

  /** A `$ref` object bundled: a local `$ref` to a component, or what it points to put in place. */
  const reference = (object: OaObject, kind: Kind, from: Origin, out: string[]): unknown => {
    const ref = object.$ref as string;
    if (ref.startsWith('#') && from.abs === root.abs) return undefined;
    const target = resolve(ref, from);
    const { $ref: _ref, ...siblings } = object;
    const extra = walk(siblings, kind, from, out) as OaObject;
    // Reported: left as written, but relative to the root, so that it is never read as a local `$ref`.
    if (!target) return from.abs === root.abs ? undefined : { ...extra, $ref: fromRoot(ref, from.abs) };
    if (target.abs === root.abs) return { ...extra, $ref: `#${toPointer(target.segments)}` };
    const section = COMPONENT_SECTION[kind];
    const at = section ? home(section) : undefined;
    if (section && at) {
      let component = named.get(target.key);
      if (!component) {
        component = { section, name: nameFor(section, target.abs, target.segments, target.target), done: false };
        named.set(target.key, component);
      }
      if (!component.done) {
        component.done = true;
        const place = [...at, component.name];
        origins.set(toPointer(place), { abs: target.abs, segments: target.segments });
        const list = hoisted.get(section) ?? new Map<string, unknown>();
        hoisted.set(section, list);
        // Its place in the order of the components is taken now, before what it refers to.
        list.set(component.name, null);
        list.set(component.name, walk(target.target, kind, { abs: target.abs, segments: target.segments }, place));
      }
      return { ...extra, $ref: `#${toPointer([...at, component.name])}` };
    }
    if (inlining.includes(target.key)) {
      problemAt(from.abs, [...from.segments, '$ref'], {
        name: 'OpenApiUnresolvedRef',
        message: `$ref "${ref}" is circular: it leads back into itself.`,
        why: 'Only reusable objects (schemas, responses, parameters…) can refer to themselves, as components.',
        weight: 'render',
      });
      return undefined;
    }
    inlining.push(target.key);
    origins.set(toPointer(out), { abs: target.abs, segments: target.segments });
    const inner = walk(target.target, kind, { abs: target.abs, segments: target.segments }, out);
    inlining.pop();
    return inner && typeof inner === 'object' && !Array.isArray(inner) ? { ...(inner as OaObject), ...extra } : inner;
  };

  // The root's own components that are only a `$ref` to another file keep their name for it.
  for (const section of new Set(Object.values(COMPONENT_SECTION).filter((s) => s !== undefined))) {
    const at = home(section);
    const entries = at ? getAt(rootDoc, at) : undefined;
    if (!at || !entries || typeof entries !== 'object') continue;
    for (const [name, entry] of Object.entries(entries as OaObject)) {
      const ref = (entry as OaObject | null)?.$ref;
      if (typeof ref !== 'string' || ref.startsWith('#') || Object.keys(entry as OaObject).length !== 1) continue;
      const target = resolve(ref, { abs: root.abs, segments: [...at, name] });
      if (target && target.abs !== root.abs && !named.has(target.key))
        named.set(target.key, { section, name, done: false });
    }
  }
  const doc = walk(rootDoc, options.swagger ? 'swaggerRoot' : 'root', { abs: root.abs, segments: [] }, []) as OaObject;
  mergeComponents(doc, hoisted, (section) => home(section) ?? ['components', section]);
  return { doc, sources, origins, problems };
}

/**
 * The components made from other files, into `doc.components`: a root component that was only a
 * `$ref` to a file becomes that file's content, in its place; the others follow, in naming order.
 */
function mergeComponents(
  doc: OaObject,
  hoisted: Map<string, Map<string, unknown>>,
  home: (section: string) => string[],
): void {
  for (const [section, list] of hoisted) {
    const at = home(section);
    const holder = at.slice(0, -1).reduce<OaObject>((o, key) => (o[key] ??= {}) as OaObject, doc);
    const key = at.at(-1)!;
    const own = (holder[key] ?? {}) as OaObject;
    const merged: OaObject = {};
    for (const [name, value] of Object.entries(own)) {
      const ref = (value as OaObject | null)?.$ref;
      // `Label: { $ref: '#/components/schemas/Label' }`: the pointer to itself the walk made.
      if (ref === `#${toPointer([...at, name])}` && list.has(name)) {
        merged[name] = list.get(name);
        list.delete(name);
      } else merged[name] = value;
    }
    for (const [name, value] of list) merged[name] = value;
    holder[key] = merged;
  }
}

/** Where a pointer of the bundled document is: the file and the pointer in it. */
export function originOf(
  bundle: Pick<Bundle, 'origins'>,
  segments: readonly (string | number)[],
): Origin & { exact: boolean } {
  const parts = segments.map(String);
  for (let n = parts.length; n >= 0; n--) {
    const origin = bundle.origins.get(toPointer(parts.slice(0, n)));
    if (origin) return { abs: origin.abs, segments: [...origin.segments, ...parts.slice(n)], exact: true };
  }
  return { abs: '', segments: parts, exact: false };
}
