import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// The compiled thread (a worker needs JavaScript): the same class as ../src/highlight/remote.ts.
import { HighlightThread } from '@docgen/markdown/highlight-thread';
import type { Diagnostic } from '../../diagnostics/src/index.js';
import type { MarkdownFileContext } from '../src/context.js';
import { createMarkdownProcessor, processMarkdown, type MarkdownProcessor } from '../src/processor.js';
import type { CodeOptions } from '../src/plugins/code.js';
import { BUILD_SEGMENTS, SegmentCache } from '../src/segments.js';

/**
 * Fixtures in the style of the unified packages: a folder per case with `input.md` and the
 * expected `output.html` (and `diagnostics.json`, `toc.json` when the case produces them).
 * `UPDATE=1 vitest run` rewrites the expected files from the current output.
 */
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'markdown');
const code = { themes: { light: 'github-light-default', dark: 'github-dark-default' } };
// A build parses pages in pieces and reuses the pieces that repeat (one cache for all its pages),
// and a cold build highlights code on a thread of its own: every fixture must give the same
// output every way.
const thread = HighlightThread.start(code.themes)!;
thread.use([], () => {});
afterAll(() => thread.close());
const processors = {
  whole: createMarkdownProcessor({ code }),
  'in pieces': createMarkdownProcessor({ code, segments: new SegmentCache(BUILD_SEGMENTS) }),
  'on the highlight thread': createMarkdownProcessor({
    code: { ...code, thread: thread as unknown as CodeOptions['thread'] },
  }),
};

const ROUTES: Record<string, string> = { 'docs/guide.md': '/docs/guide', 'docs/api/orders.md': '/docs/api/orders' };

async function render(
  processor: MarkdownProcessor,
  input: string,
  relFile = 'docs/page.md',
  settings: Partial<MarkdownFileContext> = {},
) {
  const diagnostics: Diagnostic[] = [];
  const ctx: MarkdownFileContext = {
    locale: 'en',
    relFile,
    lineOffset: 0,
    strings: {
      'code.copy': 'Copy',
      'code.copied': 'Copied',
      'admonition.warning': 'Warning',
      'heading.anchorLabel': 'Direct link to {heading}',
    },
    tocMin: 2,
    tocMax: 3,
    diagnostics,
    toc: [],
    ids: [],
    links: [],
    resolveLink(href) {
      const [p, hash] = href.split('#');
      if (!p?.endsWith('.md')) return { href };
      const target = ROUTES[path.posix.normalize(path.posix.join('docs', p))];
      if (!target)
        return {
          error: {
            name: 'BrokenLink',
            severity: 'error',
            message: `Link "${href}" points to a markdown file that does not exist.`,
          },
        };
      return { href: `${target}${hash ? `#${hash}` : ''}` };
    },
    resolveImage: (src) => (src === './exists.png' ? '/assets/media/exists-12345678.png' : undefined),
    imageSize: (url) =>
      url === '/assets/media/exists-12345678.png' ? { width: 640, height: 480, file: 'exists.png' } : undefined,
    files: [],
    ...settings,
  };
  const html = await thread.settle(await processMarkdown(processor, input, ctx));
  return { html, ctx };
}

describe('markdown fixtures', () => {
  for (const [how, processor] of Object.entries(processors)) {
    for (const name of fs.readdirSync(root).sort()) {
      it(`${name} (${how})`, async () => {
        const dir = path.join(root, name);
        // A case's site settings (`context.json`: `externalLinks`…), as the build passes them.
        const settings = fs.existsSync(path.join(dir, 'context.json'))
          ? (JSON.parse(fs.readFileSync(path.join(dir, 'context.json'), 'utf8')) as Partial<MarkdownFileContext>)
          : {};
        const { html, ctx } = await render(
          processor,
          fs.readFileSync(path.join(dir, 'input.md'), 'utf8'),
          'docs/page.md',
          settings,
        );
        const expected = {
          'output.html': `${html}\n`,
          'diagnostics.json': ctx.diagnostics.length > 0 ? `${JSON.stringify(ctx.diagnostics, null, 2)}\n` : undefined,
          'toc.json': ctx.toc.length > 0 ? `${JSON.stringify(ctx.toc, null, 2)}\n` : undefined,
        };
        for (const [file, actual] of Object.entries(expected)) {
          const full = path.join(dir, file);
          if (process.env.UPDATE && how === 'whole' && actual !== undefined) fs.writeFileSync(full, actual);
          if (actual === undefined) expect(fs.existsSync(full), `${name}/${file} should not exist`).toBe(false);
          else expect(actual).toBe(fs.readFileSync(full, 'utf8'));
        }
      });
    }
  }
});
