import type { BlogPostInfo, SourceFile } from '@docgen/config';
import { endsInFence } from '@docgen/markdown';
import { postTitle } from '../discover/blog.js';

/**
 * The body with the exports Docusaurus' MDX loader adds after it: `frontMatter` (`{frontMatter.author}`
 * reads the page's own front matter) and, in a blog post, `metadata` (`{metadata.title}`,
 * `{metadata.date}`, as the blog plugin gives it). After the last line, so every line keeps its
 * number; each left out when the page exports or imports that name itself.
 */
export function withPageExports(source: SourceFile): string {
  // Inside a fence left open at the end it would show as code: then there is none.
  if (endsInFence(source.body)) return source.body;
  const exports: string[] = [];
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  if (!ownName(source.body, 'frontMatter'))
    exports.push(`export const frontMatter = ${json(source.frontMatter ?? {})};`);
  if (source.blog?.type === 'post' && !ownName(source.body, 'metadata'))
    exports.push(`export const metadata = ${json(postMetadata(source, source.blog))};`);
  return exports.length > 0 ? `${source.body}\n\n${exports.join('\n')}\n` : source.body;
}

function ownName(body: string, name: string): boolean {
  return new RegExp(`^(?:export\\s+(?:const|let|var|function)\\s+${name}\\b|import\\b.*\\b${name}\\b)`, 'm').test(body);
}

/** Docusaurus' `BlogPostMetadata`, as far as the build knows it (routes without the base URL). */
function postMetadata(source: SourceFile, info: BlogPostInfo): Record<string, unknown> {
  const fm = source.frontMatter as Record<string, unknown>;
  return {
    permalink: info.path,
    source: `@site/${source.relFile}`,
    title: postTitle(source),
    description: typeof fm.description === 'string' ? fm.description : '',
    date: info.date,
    tags: info.tags.map((t) => ({
      label: t.label,
      permalink: t.permalink,
      ...(t.description ? { description: t.description } : {}),
    })),
    authors: info.authors.map((a) => ({
      ...(a.key ? { key: a.key } : {}),
      ...(a.name ? { name: a.name } : {}),
      ...(a.title ? { title: a.title } : {}),
      ...(a.url ? { url: a.url } : {}),
      ...(a.imageUrl ? { imageURL: a.imageUrl } : {}),
      ...(a.email ? { email: a.email } : {}),
    })),
    ...(info.readingTime !== undefined ? { readingTime: info.readingTime } : {}),
    hasTruncateMarker: info.truncateLine !== undefined,
    frontMatter: fm,
    unlisted: fm.unlisted === true,
  };
}
