/**
 * The whole-chunk morph on morphdom, with the rules of `src/morph.ts` as callbacks (see
 * `rules.ts`), for `morph.mjs --module morphdom=packages/client/bench/morphdom.ts`.
 * morphdom morphs one node into another, not a run of siblings: `applyPatch` has no counterpart.
 */
import morphdom from 'morphdom';
import { decide, type Keep, readerState } from './rules.ts';

export function morph(o: Element, n: Element, keep?: Keep): void {
  morphdom(o, n, {
    onBeforeElUpdated(a, b) {
      const what = decide(a, b, keep);
      if (what === 'replace') a.replaceWith(document.importNode(b, true));
      if (what !== 'morph') return false;
      // No hook per attribute: the reader's state is copied onto the new element first.
      for (const { name, value } of Array.from(a.attributes)) if (readerState(a, name)) b.setAttribute(name, value);
      for (const { name } of Array.from(b.attributes))
        if (readerState(a, name) && !a.hasAttribute(name)) b.removeAttribute(name);
      return true;
    },
  });
}
