import { describe, expect, it } from 'vitest';
import { formatOf, frontMatterFormat } from '../src/docusaurus/format-rule.js';

// The one rule of which files are MDX, for pages (markdown/format.ts) and the files they import
// (mdx/imported-format.ts): written once, so the two cannot drift apart.
describe('formatOf', () => {
  const never = () => {
    throw new Error('the content is read only under detect, for a .md file');
  };

  it('takes the file’s own format first, then markdown.format', () => {
    expect(formatOf('a.mdx', 'md', 'mdx', never)).toEqual({ format: 'md', by: 'front matter' });
    expect(formatOf('a.md', undefined, 'mdx', never)).toEqual({ format: 'mdx', by: 'config' });
    expect(formatOf('a.md', 'mdx', 'md', never)).toEqual({ format: 'mdx', by: 'front matter' });
  });

  it('reads by the extension under detect, a .md file written in MDX as MDX', () => {
    expect(formatOf('a.MDX', undefined, 'detect', never)).toEqual({ format: 'mdx', by: 'extension' });
    expect(formatOf('a.md', 'detect', 'mdx', () => false)).toEqual({ format: 'md', by: 'extension' });
    expect(formatOf('a.md', undefined, 'detect', () => true)).toEqual({ format: 'mdx', by: 'content' });
  });
});

describe('frontMatterFormat', () => {
  it('prefers Docusaurus’ mdx.format to format, and ignores what is no format', () => {
    expect(frontMatterFormat({ mdx: { format: 'md' }, format: 'mdx' })).toEqual({ format: 'md', key: 'mdx.format' });
    expect(frontMatterFormat({ format: 'detect' })).toEqual({ format: 'detect', key: 'format' });
    expect(frontMatterFormat({ mdx: { format: 'markdown' } })).toBeUndefined();
    expect(frontMatterFormat(null)).toBeUndefined();
  });
});
