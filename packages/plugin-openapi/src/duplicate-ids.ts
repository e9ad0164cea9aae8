import { deref, type OaObject, pathItemOperations, rootItems, type SourcePlace, WEBHOOK_ROOTS } from './model.js';
import { writtenPointer } from './parameter-checks.js';
import { toPointer } from './pointer.js';
import type { Problem } from './problems.js';

/**
 * OpenApiDuplicateOperationId: each operation whose id an earlier one has, path items reached
 * through their `$ref` (3.1's `components/pathItems`, another file's path item) as the pages read
 * them. An operation is reported where its id is written, or at the path's `$ref` when that
 * place was met already (two paths sharing one Path Item).
 */
export function duplicateIdProblems(
  doc: OaObject,
  at: (s: readonly (string | number)[]) => Omit<SourcePlace, 'text'>,
): Problem[] {
  const problems: Problem[] = [];
  // The first operation's place, read only for a message: a place may cost a parse with positions.
  const seen = new Map<string, { written: (string | number)[]; path: string }>();
  const placed = new Map<string, string>();
  // The ids a fix may not suggest: every id of the document, and the fixes already suggested.
  const taken = new Set<string>();
  const entries: { root: string; key: string; item: OaObject; itemAt: string[] }[] = [];
  for (const root of ['paths', ...WEBHOOK_ROOTS] as const) {
    for (const [key, rawItem] of rootItems(doc, root)) {
      const { value: item, segments: target } = deref<OaObject>(doc, rawItem, [root, key]);
      if (!item || typeof item !== 'object') continue;
      entries.push({ root, key, item, itemAt: target ?? [root, key] });
      for (const { operation } of pathItemOperations(item))
        if (typeof operation.operationId === 'string') taken.add(operation.operationId);
    }
  }
  for (const { root, key, item, itemAt } of entries) {
    for (const { method, operation: op, at: opAt } of pathItemOperations(item)) {
      if (typeof op.operationId !== 'string') continue;
      const written = [...itemAt, ...opAt, 'operationId'];
      const pointer = toPointer(written);
      const sharedWith = placed.get(pointer);
      const place = sharedWith === undefined ? written : [root, key, '$ref'];
      if (sharedWith === undefined) placed.set(pointer, key);
      const first = seen.get(op.operationId);
      if (!first) {
        seen.set(op.operationId, { written: [...itemAt, ...opAt], path: key });
        continue;
      }
      const words = qualifier(key, first.path, op.operationId);
      const id = uniqueId(op.operationId, words ?? method, words !== undefined, taken);
      taken.add(id);
      problems.push({
        name: 'OpenApiDuplicateOperationId',
        ...at(place),
        message: `operationId "${op.operationId}" is used twice (first at ${writtenPointer(at, first.written)}${sharedWith === undefined ? '' : `: ${key} shares the Path Item of ${sharedWith}`}).`,
        why: `Operation ids are unique in a document: pages and links name operations by id. Until it has its own, this operation is "${method.toUpperCase()} ${key}".`,
        fix:
          sharedWith === undefined
            ? `give it an id of its own, e.g. "${id}".`
            : `give this path a Path Item of its own, its operations with ids of their own, e.g. "${id}".`,
      });
    }
  }
  return problems;
}

/**
 * The words that tell an operation's path from that of the first with its id, two at most: those
 * that path and the id have not (Jira's `getProperty` of `/api/2/comment/{commentId}/properties/…`
 * beside `/api/2/application-properties`: `comment`); undefined for one path, where the method does.
 */
function qualifier(path: string, firstPath: string, id: string): string | undefined {
  const words = (p: string) =>
    p
      .replace(/\{[^}]*\}/g, ' ')
      .split(/[^A-Za-z0-9]+/)
      .filter((w) => /[a-z]/i.test(w))
      .map((w) => w.toLowerCase());
  const known = new Set([...words(firstPath), ...words(id.replace(/([a-z0-9])([A-Z])/g, '$1 $2'))]);
  const own = [...new Set(words(path))].filter((w) => !known.has(w)).slice(0, 2);
  return own.length > 0 ? own.join(' ') : undefined;
}

/**
 * An id no operation has nor another fix gives: a path's words after the id's leading verb
 * (`getProperty` → `getCommentProperty`), a method after the id (`getItem` → `getItemDelete`).
 */
function uniqueId(id: string, word: string, afterVerb: boolean, taken: Set<string>): string {
  const pascal = word
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
  const verb = afterVerb ? /^([a-z]+)([A-Z].*)$/.exec(id) : null;
  const base = verb && pascal.toLowerCase() !== verb[1] ? `${verb[1]}${pascal}${verb[2]}` : `${id}${pascal}`;
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}${n}`;
  return candidate;
}
