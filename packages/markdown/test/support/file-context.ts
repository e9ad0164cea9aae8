import type { MarkdownFileContext } from '../../src/context.js';

/** A file context for a page rendered alone: links kept as written, no images, nothing collected yet. */
export function plainFileContext(overrides: Partial<MarkdownFileContext> = {}): MarkdownFileContext {
  return {
    locale: 'en',
    relFile: 'docs/page.md',
    lineOffset: 0,
    strings: {},
    tocMin: 2,
    tocMax: 3,
    diagnostics: [],
    toc: [],
    ids: [],
    links: [],
    resolveLink: (href) => ({ href }),
    resolveImage: () => undefined,
    ...overrides,
  };
}
