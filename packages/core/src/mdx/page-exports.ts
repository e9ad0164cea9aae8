import fs from 'node:fs';
import type { BlogPostInfo, SourceFile } from '@docgen/config';
import { endsInFence } from '@docgen/markdown';
import { grayMatter as matter } from '../vendor/gray-matter.js';
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
    exports.push(`export const frontMatter = ${frontMatterCode(source, json)};`);
  if (source.blog?.type === 'post' && !ownName(source.body, 'metadata'))
    exports.push(`export const metadata = ${json(postMetadata(source, source.blog))};`);
  return exports.length > 0 ? `${source.body}\n\n${exports.join('\n')}\n` : source.body;
}

/** A value docgen reads as a date's text that YAML may have written as a timestamp (`2024-05-01`). */
const DATE_TEXT = /^\d{4}-\d\d?-\d\d?(?:[Tt ]|$)/;

/**
 * The page's front matter as code: Docusaurus reads it with js-yaml, whose timestamps
 * (`date: 2024-05-01`, unquoted) are `Date` objects in the MDX loader's `frontMatter` export, so
 * a component calls `frontMatter.date.toISOString()`. docgen keeps dates as text for its own
 * keys; here each value js-yaml reads as a timestamp is written `new Date(…)` again.
 */
function frontMatterCode(source: SourceFile, json: (value: unknown) => string): string {
  const data = (source.frontMatter ?? {}) as Record<string, unknown>;
  const dates = source.generated || !hasDateText(data) ? undefined : yamlDates(source.file);
  if (!dates) return json(data);
  const code = (value: unknown, raw: unknown): string => {
    if (raw instanceof Date && typeof value === 'string' && !Number.isNaN(raw.getTime()))
      return `new Date(${JSON.stringify(raw.toISOString())})`;
    if (Array.isArray(value))
      return `[${value.map((v, i) => code(v, Array.isArray(raw) ? raw[i] : undefined)).join(',')}]`;
    if (value && typeof value === 'object') {
      const within = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
      return `{${Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${JSON.stringify(k)}:${code(v, within[k])}`)
        .join(',')}}`;
    }
    return json(value);
  };
  return code(data, dates);
}

function hasDateText(value: unknown): boolean {
  if (typeof value === 'string') return DATE_TEXT.test(value);
  if (value && typeof value === 'object') return Object.values(value).some(hasDateText);
  return false;
}

/** The file's front matter as js-yaml (gray-matter's engine, Docusaurus') reads it; undefined when it cannot. */
function yamlDates(file: string): unknown {
  try {
    // A fresh options object: gray-matter's cache would share the parsed objects.
    return matter(fs.readFileSync(file, 'utf8'), {}).data;
  } catch {
    return undefined;
  }
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
    description: typeof fm.description === 'string' ? fm.description : (source.excerpt ?? ''),
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
