import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SiteContext, SourceFile } from '@docgen/config';
import type { HighlightThread } from '@docgen/markdown/highlight-thread';
import { describe, expect, it, vi } from 'vitest';
import { sourcesAhead } from '../src/markdown/sources-ahead.js';
import { MIN_PAGES_FOR_WORKERS } from '../src/pool/pool.js';

/**
 * The highlight thread has no block to draw while discover runs the plugins' discover hooks (the
 * Lintas site's OpenAPI document: 0.6 s): it starts parsing the sources' Markdown then, before the
 * pages' order is known, which the markdown stage gives it later (`ParseAhead.order`).
 */
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-sources-ahead-'));
const ctx = (mdx1 = false) =>
  ({
    siteDir,
    config: { markdown: { format: 'detect', ...(mdx1 ? { mdx1Compat: { syntax: true } } : {}) } },
  }) as unknown as SiteContext;
const source = (relFile: string, body: string, extra: Partial<SourceFile> = {}) =>
  ({ kind: 'doc', relFile, body, frontMatter: {}, writtenInMdx: false, ...extra }) as SourceFile;

function thread() {
  const parseSourcesAhead = vi.fn();
  return { thread: { parseSourcesAhead } as unknown as HighlightThread, parseSourcesAhead };
}

describe('the sources parsed ahead during discover', () => {
  it("are the Markdown sources' bodies, in discover's order", () => {
    const { thread: t, parseSourcesAhead } = thread();
    sourcesAhead(
      () => t,
      ctx(true),
    )([
      source('docs/a.md', '# A'),
      source('docs/b.mdx', '# B'),
      source('docs/c.md', "import X from './x.js';\n\n<X />", { writtenInMdx: true }),
      source('src/pages/p.tsx', 'export default 1', { kind: 'componentPage' }),
      source('docs/d.md', '# D'),
    ]);
    expect(parseSourcesAhead).toHaveBeenCalledExactlyOnceWith(['# A', undefined, undefined, undefined, '# D'], {
      mdx1: true,
    });
  });

  it('are none for a site large enough for worker threads (bodies are read when asked, not kept)', () => {
    const { thread: t, parseSourcesAhead } = thread();
    const many = Array.from({ length: MIN_PAGES_FOR_WORKERS }, (_, i) => source(`docs/${i}.md`, `# ${i}`));
    sourcesAhead(() => t, ctx())(many);
    expect(parseSourcesAhead).not.toHaveBeenCalled();
  });

  it('are none without a highlight thread', () => {
    expect(() => sourcesAhead(() => undefined, ctx())([source('docs/a.md', '# A')])).not.toThrow();
  });
});
