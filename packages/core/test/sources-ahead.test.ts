import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DocgenPlugin, RouteRecord, SiteContext, SourceFile } from '@docgen/config';
import type { HighlightStore, ParseAhead } from '@docgen/markdown';
import type { HighlightThread } from '@docgen/markdown/highlight-thread';
import { describe, expect, it, vi } from 'vitest';
import type { Processor } from 'unified';
import { createBuildProcessor, parseAheadOn } from '../src/markdown/build-processor.js';
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
    config: { plugins: [], markdown: { format: 'detect', ...(mdx1 ? { mdx1Compat: { syntax: true } } : {}) } },
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

  it("are none when a site's preprocessor makes the bodies (it would run once more on each)", () => {
    const { thread: t, parseSourcesAhead } = thread();
    const pre = {
      ...ctx(),
      config: { ...ctx().config, plugins: [{ docusaurus: { markdown: { preprocessor: () => '' } } }] },
    };
    sourcesAhead(() => t, pre as unknown as SiteContext)([source('docs/a.md', '# A')]);
    expect(parseSourcesAhead).not.toHaveBeenCalled();
  });

  it('are none, without an error, when a body cannot be read again (the markdown stage reports it)', () => {
    const { thread: t, parseSourcesAhead } = thread();
    const changed = source('docs/a.md', '');
    Object.defineProperty(changed, 'body', {
      get: () => {
        throw new Error('SourceChangedDuringBuild');
      },
    });
    expect(() => sourcesAhead(() => t, ctx())([changed])).not.toThrow();
    expect(parseSourcesAhead).not.toHaveBeenCalled();
  });

  it('are none without a highlight thread', () => {
    expect(() => sourcesAhead(() => undefined, ctx())([source('docs/a.md', '# A')])).not.toThrow();
  });
});

describe('a job started on the sources, at the markdown stage', () => {
  const markdownCtx = {
    siteDir,
    config: {
      plugins: [],
      markdown: {
        format: 'detect',
        codeThemes: { light: 'github-light-default', dark: 'github-dark-default' },
        magicComments: [],
        languageAliases: {},
        mermaid: false,
        flowDiagrams: false,
        anchors: { maintainCase: false },
      },
    },
  } as unknown as SiteContext;
  const store = { get: () => undefined, set: () => {} } as unknown as HighlightStore;
  function early() {
    const job = { order: vi.fn(), close: vi.fn() };
    const takeSourcesAhead = vi.fn(() => job as unknown as ParseAhead);
    return { thread: { takeSourcesAhead } as unknown as HighlightThread, job };
  }
  const routes = [{ source: source('docs/a.md', '# A') }] as unknown as RouteRecord[];

  it("is given the pages' order and the piece cache", () => {
    const { thread: t, job } = early();
    const processor = createBuildProcessor(markdownCtx, [], [], store);
    expect(parseAheadOn(t, processor, markdownCtx, routes)).toBe(job);
    expect(job.order).toHaveBeenCalledOnce();
    expect(job.order.mock.calls[0]![0]).toEqual(['# A']);
    expect(job.close).not.toHaveBeenCalled();
  });

  it("is closed when a site plugin adds syntax the thread's parser does not read", () => {
    const { thread: t, job } = early();
    function addsSyntax(this: Processor) {
      const data = this.data() as { micromarkExtensions?: unknown[] };
      (data.micromarkExtensions ??= []).push({ text: {} });
    }
    const plugins = [{ name: 'syntax', markdown: { remarkPlugins: [addsSyntax] } }] as unknown as DocgenPlugin[];
    const processor = createBuildProcessor(markdownCtx, [], plugins, store);
    expect(parseAheadOn(t, processor, markdownCtx, routes)).toBeUndefined();
    expect(job.close).toHaveBeenCalledOnce();
    expect(job.order).not.toHaveBeenCalled();
  });
});
