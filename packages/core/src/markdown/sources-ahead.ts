import type { SiteContext, SourceFile } from '@docgen/config';
import type { HighlightThread, PieceSyntax } from '@docgen/markdown/highlight-thread';
import { preprocessorOf } from '../discover/preprocess.js';
import { siteMapFile } from '../docusaurus/swizzled-map.js';
import { MIN_PAGES_FOR_WORKERS } from '../pool/pool.js';
import { sourceFormat } from './format.js';

/** The syntax the site's pieces are parsed with on the highlight thread. */
export function pieceSyntax(ctx: SiteContext): PieceSyntax {
  return { mdx1: ctx.config.markdown.mdx1Compat?.syntax === true };
}

/** Each source's markdown as the highlight thread parses it ahead, or undefined for a page not parsed as Markdown. */
export function aheadBodies(ctx: SiteContext, sources: readonly (SourceFile | undefined)[]): (string | undefined)[] {
  // Docusaurus' component map compiles a Markdown file as MDX too (see `compileBody`).
  const mapped = siteMapFile(ctx) !== undefined;
  return sources.map((source) =>
    source && !mapped && source.kind !== 'componentPage' && sourceFormat(ctx, source).format === 'md'
      ? source.body
      : undefined,
  );
}

/**
 * What discover calls with the site's own sources once read: the highlight thread (`thread()`,
 * when the build has one) parses their pieces while the plugins' discover hooks run (an OpenAPI
 * document loaded and its examples checked: 0.6 s of the Lintas site's cold build), where it was
 * idle. Not for a site large enough for worker threads, whose bodies are not kept in memory and
 * would be read twice.
 */
export function sourcesAhead(
  thread: () => HighlightThread | undefined,
  ctx: SiteContext,
): (sources: readonly SourceFile[]) => void {
  return (sources) => {
    const to = thread();
    // A site's preprocessor would run once more on every body, before the markdown stage.
    if (!to || sources.length >= MIN_PAGES_FOR_WORKERS || preprocessorOf(ctx)) return;
    let bodies: (string | undefined)[];
    try {
      bodies = aheadBodies(ctx, sources);
    } catch {
      // A file changed since discover read it: the markdown stage reports it, on its page.
      return;
    }
    to.parseSourcesAhead(bodies, pieceSyntax(ctx));
  };
}
