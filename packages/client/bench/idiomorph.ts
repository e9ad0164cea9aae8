/**
 * The whole-chunk morph on idiomorph, with the rules of `src/morph.ts` as callbacks (see
 * `rules.ts`), for `morph.mjs --module idiomorph=packages/client/bench/idiomorph.ts`.
 * idiomorph morphs one node into others, not a run of siblings: `applyPatch` has no counterpart.
 */
import { Idiomorph } from 'idiomorph';
import { decide, type Keep, readerState } from './rules.ts';

export function morph(o: Element, n: Element, keep?: Keep): void {
  // idiomorph reads the next sibling of a node once it is morphed: one replaced in a callback
  // goes after the morph, its replacement put before it.
  const replaced: Element[] = [];
  Idiomorph.morph(o, n, {
    callbacks: {
      beforeNodeMorphed(a: Node, b: Node): boolean {
        if (!(a instanceof Element) || !(b instanceof Element)) return true;
        const what = decide(a, b, keep);
        if (what === 'replace') {
          a.before(document.importNode(b, true));
          replaced.push(a);
        }
        return what === 'morph';
      },
      beforeAttributeUpdated: (name: string, el: Element) => !readerState(el, name),
    },
  });
  for (const a of replaced) a.remove();
}
