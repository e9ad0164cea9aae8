import { cacheOff, type RouteManifest } from '@docgen/config';
import type { NeutralBody } from './shared-body.js';

/**
 * Sources compiled once for every locale that shows them. A site whose locales do not translate
 * a doc shows the default locale's file in each of them (Docusaurus' fallback): jest's 9 locales
 * compiled the same 300 files 9 times. The compile is made locale-neutral: each link is published
 * as a token (its href is the locale's), and the UI strings it reads are recorded. A locale whose
 * strings read the same takes the compiled body, resolves the links for itself and puts them in
 * place of the tokens; an MDX page is then run for the locale (its `<Translate>`, its sidebar
 * category). Anything that does not fit (a link with characters that would be escaped, a compile
 * that read the locale or imports MDX files compiled with its links) is compiled per route.
 */
export class SharedBodies {
  private readonly bodies = new Map<string, NeutralBody[]>();
  /** How many markdown routes show each file: a file shown once is compiled as it always was. */
  private readonly uses = new Map<string, number>();

  constructor(
    manifest: RouteManifest,
    private readonly limit = 64,
  ) {
    for (const route of manifest.routes) {
      const file = route.source?.file;
      if (file && (route.kind === 'doc' || route.kind === 'markdownPage') && !route.canonicalPath)
        this.uses.set(file, (this.uses.get(file) ?? 0) + 1);
    }
  }

  /** Off (`DOCGEN_CACHE_OFF=shared-compile`): every route compiles its own, to measure what this buys. */
  private readonly off = cacheOff('shared-compile');

  shownMoreThanOnce(file: string): boolean {
    return !this.off && (this.uses.get(file) ?? 0) > 1;
  }

  /**
   * The compile of `key` that fits these strings; `false` when the file was compiled for other
   * strings only: its locales' UI strings differ (docgen's own fr and en), and a compile per
   * locale costs less than making each one shareable.
   */
  find(key: string, strings: Record<string, string>): NeutralBody | false | undefined {
    const list = this.bodies.get(key);
    if (!list) return undefined;
    const found = list.find((body) => body.fits(strings));
    if (!found) return false;
    // The most recently used stay: the locales of one file come one after another (see `makeOnPool`).
    this.bodies.delete(key);
    this.bodies.set(key, list);
    return found;
  }

  add(key: string, body: NeutralBody): void {
    const list = this.bodies.get(key) ?? [];
    this.bodies.delete(key);
    this.bodies.set(key, [...list, body]);
    if (this.bodies.size > this.limit) this.bodies.delete(this.bodies.keys().next().value!);
  }
}
