import { describe, expect, it } from 'vitest';
import type { SourceFile } from '@docgen/config';
import {
  findMarkdownSource,
  type MarkdownLinkOrigin,
  markdownFileLink,
  markdownLinkCandidates,
} from '../src/routes/markdown-link-target.js';

// A doc at docs/guides/setup.md, in the current version whose content folder is docs/.
const doc: MarkdownLinkOrigin = { fileDir: 'docs/guides', contentDir: 'docs' };

function candidates(hrefPath: string, origin: MarkdownLinkOrigin = doc): string[] | undefined {
  const link = markdownFileLink(hrefPath);
  return link && markdownLinkCandidates(link, origin);
}

/** Resolves against a set of existing site-relative files, as the build's source index does. */
function resolve(hrefPath: string, files: string[], origin: MarkdownLinkOrigin = doc): string | undefined {
  const sources = new Map(files.map((f) => [f, { relFile: f } as SourceFile]));
  const link = markdownFileLink(hrefPath);
  return link && findMarkdownSource(markdownLinkCandidates(link, origin), (c) => sources.get(c))?.relFile;
}

describe('markdownFileLink', () => {
  it('takes .md and .mdx names, any case, and decodes them as Docusaurus does (decodeURIComponent)', () => {
    expect(markdownFileLink('other.md')).toEqual({ written: 'other.md', aliased: false });
    expect(markdownFileLink('../a/Other.MDX')).toEqual({ written: '../a/Other.MDX', aliased: false });
    expect(markdownFileLink('my%20page.md')?.written).toBe('my page.md');
    expect(markdownFileLink('a%2Fb.md')?.written).toBe('a/b.md');
    // A `%` that starts no escape is part of the name.
    expect(markdownFileLink('50%.md')?.written).toBe('50%.md');
  });

  it('reads @site/ as the site folder, and a slash after the name as the file (Docusaurus 2)', () => {
    expect(markdownFileLink('@site/docs/x.md')).toEqual({ written: 'docs/x.md', aliased: true });
    expect(markdownFileLink('code-gen.md/')).toEqual({ written: 'code-gen.md', aliased: false });
  });

  it('leaves URLs with a scheme or host, pathname://, and other files alone', () => {
    expect(markdownFileLink('pathname:///docs/x.md')).toBeUndefined();
    expect(markdownFileLink('https://github.com/o/r/blob/main/README.md')).toBeUndefined();
    expect(markdownFileLink('//cdn.example/x.md')).toBeUndefined();
    expect(markdownFileLink('./table.csv')).toBeUndefined();
    expect(markdownFileLink('/docs/intro')).toBeUndefined();
    expect(markdownFileLink('')).toBeUndefined();
  });
});

describe('markdownLinkCandidates (Docusaurus 3.9 resolveMarkdownLinkPathname)', () => {
  it('a bare name: the file folder, then the content folder, then the site folder', () => {
    expect(candidates('x.md')).toEqual(['docs/guides/x.md', 'docs/x.md', 'x.md']);
    expect(candidates('sub/x.md')).toEqual(['docs/guides/sub/x.md', 'docs/sub/x.md', 'sub/x.md']);
  });

  it('./ and ../: the file folder only', () => {
    expect(candidates('./x.md')).toEqual(['docs/guides/x.md']);
    expect(candidates('../x.md')).toEqual(['docs/x.md']);
  });

  it('/x.md: the content folder, then the site folder, never the file folder', () => {
    expect(candidates('/x.md')).toEqual(['docs/x.md', 'x.md']);
    expect(candidates('/docs/x.md')).toEqual(['docs/docs/x.md', 'docs/x.md']);
  });

  it("a version's content folder is its own", () => {
    const versioned = { fileDir: 'versioned_docs/version-1.0/guides', contentDir: 'versioned_docs/version-1.0' };
    expect(candidates('/x.md', versioned)).toEqual(['versioned_docs/version-1.0/x.md', 'x.md']);
    expect(candidates('x.md', versioned)).toEqual([
      'versioned_docs/version-1.0/guides/x.md',
      'versioned_docs/version-1.0/x.md',
      'x.md',
    ]);
  });

  it('@site/: that file of the site folder only', () => {
    expect(candidates('@site/docs/x.md')).toEqual(['docs/x.md']);
    expect(candidates('@site/docs/../blog/x.md')).toEqual(['blog/x.md']);
  });

  it('a file in no content folder (a page): its folder, then the site folder', () => {
    expect(candidates('x.md', { fileDir: 'src/pages', contentDir: undefined })).toEqual(['src/pages/x.md', 'x.md']);
  });

  it('a file at the site root lists each path once', () => {
    expect(candidates('x.md', { fileDir: '.', contentDir: undefined })).toEqual(['x.md']);
  });
});

describe('findMarkdownSource: which candidate wins', () => {
  it('the file folder wins over the content folder for a bare name (Docusaurus 3.9, #11099)', () => {
    expect(resolve('index.md', ['docs/guides/index.md', 'docs/index.md'])).toBe('docs/guides/index.md');
    expect(resolve('index.md', ['docs/index.md'])).toBe('docs/index.md');
  });

  it('the content folder wins over the site folder', () => {
    expect(resolve('/x.md', ['docs/x.md', 'x.md'])).toBe('docs/x.md');
    expect(resolve('x.md', ['docs/x.md', 'x.md'])).toBe('docs/x.md');
  });

  it('./ never falls back to the content folder', () => {
    expect(resolve('./x.md', ['docs/x.md'])).toBeUndefined();
  });

  it("./ and ../ fall back to the content folder on a Docusaurus 2 site, as its betas' replaceMarkdownLinks", () => {
    // litmus-docs' versioned docs link `../../docs/x.md`: versioned_docs/docs/x.md from the file's
    // folder (none), then versioned_docs/version-1.0/../../docs/x.md, the current version's doc.
    const versioned = {
      fileDir: 'versioned_docs/version-1.0/guides',
      contentDir: 'versioned_docs/version-1.0',
      relativeFromContent: true,
    };
    expect(candidates('../../docs/x.md', versioned)).toEqual(['versioned_docs/docs/x.md', 'docs/x.md']);
    expect(resolve('../../docs/x.md', ['docs/x.md', 'versioned_docs/version-1.0/x.md'], versioned)).toBe('docs/x.md');
    // The file's folder still wins.
    expect(resolve('./x.md', ['docs/guides/x.md', 'docs/x.md'], { ...doc, relativeFromContent: true })).toBe(
      'docs/guides/x.md',
    );
    expect(resolve('./x.md', ['docs/x.md'], { ...doc, relativeFromContent: true })).toBe('docs/x.md');
  });

  it('an exact name anywhere in the order wins over the other extension; the other is a last resort', () => {
    expect(resolve('x.md', ['docs/guides/x.mdx', 'docs/x.md'])).toBe('docs/x.md');
    expect(resolve('x.md', ['docs/guides/x.mdx'])).toBe('docs/guides/x.mdx');
    expect(resolve('x.mdx', ['docs/x.md'])).toBe('docs/x.md');
  });

  it('a query or hash is split off before (the caller keeps it on the resolved link)', () => {
    expect(markdownFileLink('x.md?v=2')).toBeUndefined();
  });
});
