import { closest } from '@docgen/config';
import type { OaObject, SourcePlace } from './model.js';
import type { Problem } from './problems.js';

type At = (segments: readonly (string | number)[]) => Omit<SourcePlace, 'text'>;

/**
 * OpenAPI 3.2's tag tree as written: a `parent` must name a declared tag ("MUST exist in the
 * tags array", which the official schema cannot say) and never lead back to the tag. Either
 * fault leaves the tag at the top of the sections (`referenceModel`), reported here.
 */
export function tagProblems(doc: OaObject, at: At): Problem[] {
  const tags = Array.isArray(doc.tags) ? (doc.tags as unknown[]) : [];
  const parents = new Map<string, string>();
  const order = new Map<string, number>();
  for (const tag of tags) {
    const t = tag as OaObject | null;
    if (!t || typeof t !== 'object' || typeof t.name !== 'string') continue;
    order.set(t.name, order.size);
    parents.set(t.name, typeof t.parent === 'string' ? t.parent : '');
  }
  const problems: Problem[] = [];
  tags.forEach((tag, i) => {
    const parent = tag && typeof tag === 'object' ? (tag as OaObject).parent : undefined;
    if (typeof parent !== 'string') return;
    const name = String((tag as OaObject).name);
    if (!parents.has(parent)) {
      const meant = closest(
        parent,
        [...parents.keys()].filter((n) => n !== name),
        1,
      )[0];
      problems.push({
        name: 'OpenApiInvalidDocument',
        ...at(['tags', i, 'parent']),
        message: `The tag "${name}" has the parent "${parent}", which is not a tag of \`tags\`${meant ? `: did you mean "${meant}"?` : '.'}`,
        why: 'A parent must be a tag declared in `tags`; the pages show this tag at the top of the sections.',
        fix: meant ? `write parent: ${meant}` : `declare the tag "${parent}" in \`tags\`, or correct the name.`,
      });
      return;
    }
    const seen = new Set<string>([name]);
    for (let up = parent; up; up = parents.get(up) ?? '') {
      if (!seen.has(up)) {
        seen.add(up);
        continue;
      }
      // A loop is reported once, at its last tag in the document: the one the pages leave at the top.
      if (up === name && [...seen].every((n) => (order.get(n) ?? 0) <= (order.get(name) ?? 0)))
        problems.push({
          name: 'OpenApiInvalidDocument',
          ...at(['tags', i, 'parent']),
          message: `The tag "${name}" is its own ancestor: its parents lead back to it (${[...seen, name].join(' → ')}).`,
          why: 'Tags nest as a tree; the pages show this tag at the top of the sections, the others of the loop under it.',
          fix: 'remove the `parent` of one tag of the loop.',
        });
      break;
    }
  });
  return problems;
}
