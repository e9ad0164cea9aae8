import { didYouMean } from '@docgen/config';
import type { OaObject, SourcePlace } from './model.js';
import { walkObjects } from './oas-kinds.js';
import { getAt, parsePointer } from './pointer.js';
import type { Problem } from './problems.js';

type At = (segments: readonly (string | number)[]) => Omit<SourcePlace, 'text'>;

/**
 * The Link Objects of responses whose operation the document has not: an `operationId` no
 * operation holds (OpenAPI: "the name of an existing, resolvable operation"), or a local
 * `operationRef` that leads nowhere, which the pages would show unsaid; a link to
 * another file or a URL is left to its reader.
 */
export function linkProblems(doc: OaObject, at: At): Problem[] {
  const ids = new Set<string>();
  const links: { link: OaObject; segments: readonly string[] }[] = [];
  walkObjects(doc, (object, kind, segments) => {
    if (kind === 'operation' && typeof object.operationId === 'string') ids.add(object.operationId);
    if (kind === 'link') links.push({ link: object, segments });
  });
  const problems: Problem[] = [];
  for (const { link, segments } of links) {
    const { operationId, operationRef } = link;
    if (typeof operationId === 'string' && !ids.has(operationId)) {
      const near = didYouMean(operationId, [...ids]);
      problems.push({
        name: 'OpenApiInvalidDocument',
        ...at([...segments, 'operationId']),
        message: `The link's operationId "${operationId}" names no operation of the document: its readers are sent to an operation that is not there.`,
        why: "A Link Object's operationId is the id of an operation of the same document.",
        fix: near ?? 'write the operationId of the operation the link leads to, or an operationRef to it.',
      });
    } else if (typeof operationRef === 'string' && operationRef.startsWith('#')) {
      if (getAt(doc, parsePointer(operationRef)) !== undefined) continue;
      problems.push({
        name: 'OpenApiInvalidDocument',
        ...at([...segments, 'operationRef']),
        message: `The link's operationRef "${operationRef}" leads to nothing in the document.`,
        why: "A Link Object's operationRef is a pointer to an operation (`#/paths/~1items~1{id}/get`).",
        fix: 'correct the pointer (`/` in a path is written `~1`), or give the operationId.',
      });
    }
  }
  return problems;
}
