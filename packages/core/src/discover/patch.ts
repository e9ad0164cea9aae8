import { isUtf8 } from 'node:buffer';
import fs from 'node:fs';
import type { DiscoveredSite, SiteContext, SourceFile } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { sha256 } from '../util/hash.js';
import { relPosix } from '../util/paths.js';
import { contentTitle, excerpt, mdxSignal } from '@docgen/markdown/scan';
import { ownFrontMatterKeys, parseFrontMatter } from './front-matter.js';
import { preprocessedBody, preprocessorOf } from './preprocess.js';

/**
 * The site after markdown files were saved with the same front matter (id, slug, title,
 * position…) and first h1 (a title): those files read again, every other source kept. Undefined
 * when a file's front matter or h1 changed, it is gone, not UTF-8 or a React page: then the site
 * is discovered again.
 */
export function patchSources(ctx: SiteContext, site: DiscoveredSite, files: Set<string>): DiscoveredSite | undefined {
  const byFile = new Map(site.sources.map((s) => [s.file, s]));
  const replaced = new Map<SourceFile, SourceFile>();
  const rels = new Set([...files].map((f) => relPosix(ctx.siteDir, f)));
  // Inline tags are read from the front matter, which stays the same here: their warnings stay.
  const warnings = site.warnings.filter((w) => !w.file || !rels.has(w.file) || w.name === 'InlineTag');
  for (const file of files) {
    const old = byFile.get(file);
    // A blog post's text is in the list pages' excerpts and its reading time: the blog is made again.
    if (!old || old.kind === 'componentPage' || old.blog) return undefined;
    let buffer: Buffer;
    try {
      buffer = fs.readFileSync(file);
    } catch {
      return undefined;
    }
    if (!isUtf8(buffer)) return undefined;
    const diagnostics: Diagnostic[] = [];
    const text = buffer.toString('utf8');
    const raw = parseFrontMatter(text, old.relFile, diagnostics, ownFrontMatterKeys(ctx));
    if (!raw || diagnostics.some((d) => d.severity === 'error')) return undefined;
    const pre = preprocessorOf(ctx);
    const start = text.length - raw.body.length;
    const parsed = pre ? { ...raw, body: preprocessedBody(pre(text, file, old.relFile), text, start) } : raw;
    if (JSON.stringify(parsed.data) !== JSON.stringify(old.frontMatter)) return undefined;
    const title = contentTitle(parsed.body);
    if (title !== old.contentTitle) return undefined;
    // Without a front matter description, the first line is the description other pages show (cards).
    const first = excerpt(parsed.body);
    if (parsed.data.description === undefined && first !== old.excerpt) return undefined;
    warnings.push(...diagnostics);
    const { fences: _old, excerpt: _excerpt, ...kept } = old;
    replaced.set(old, {
      ...kept,
      frontMatter: parsed.data,
      body: parsed.body,
      bodyLineOffset: parsed.bodyLineOffset,
      writtenInMdx: mdxSignal(parsed.body) !== undefined,
      ...(first !== undefined ? { excerpt: first } : {}),
      hash: sha256(buffer),
    });
  }
  return { ...site, sources: site.sources.map((s) => replaced.get(s) ?? s), warnings };
}
