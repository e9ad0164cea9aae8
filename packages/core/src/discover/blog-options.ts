import fs from 'node:fs';
import path from 'node:path';
import { localeDir, type SiteContext } from '@docgen/config';
import { type Diagnostic, jsonErrorPosition } from '@docgen/diagnostics';
import { blogTranslations, DEFAULT_BLOG_ID } from './blog.js';

/** The blog's texts in one locale, from Docusaurus' `options.json`. */
export interface BlogOptionTexts {
  title?: string;
  description?: string;
  sidebarTitle?: string;
}

/**
 * Docusaurus' translations of a blog's options, by locale: `i18n/<locale>/docusaurus-plugin-content-blog/
 * options.json` (`docusaurus-plugin-content-blog-<id>/` for a blog of its own id) (`title`, `description`, `sidebar.title`, each `{ "message": "…" }`, as `docusaurus
 * write-translations` writes them). The default locale's file is read too, as Docusaurus reads
 * `i18n/<locale>/` for whichever locale it builds.
 */
export function readBlogOptions(
  ctx: SiteContext,
  diagnostics: Diagnostic[],
  blogId: string = DEFAULT_BLOG_ID,
): Map<string, BlogOptionTexts> {
  const out = new Map<string, BlogOptionTexts>();
  for (const { code } of ctx.locales) {
    const rel = `${blogTranslations(localeDir(ctx.config, code), blogId)}/options.json`;
    const file = path.join(ctx.siteDir, rel);
    if (!fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      diagnostics.push({
        name: 'InvalidTranslationFile',
        severity: 'error',
        message: `${rel} is not valid JSON: ${(error as Error).message.replace(/ in JSON at position \d+.*$/, '')}.`,
        file: rel,
        ...jsonErrorPosition(text, error),
        why: "It holds the blog's title, description and sidebar title in the locale, as `docusaurus write-translations` writes them.",
        fix: 'fix the JSON at the line shown: an object of { "message": "…" } entries by key.',
      });
      continue;
    }
    const message = (key: string): string | undefined => {
      const entry = (data as Record<string, { message?: unknown } | undefined> | null)?.[key];
      return typeof entry?.message === 'string' ? entry.message : undefined;
    };
    const texts: BlogOptionTexts = {};
    const title = message('title');
    const description = message('description');
    const sidebarTitle = message('sidebar.title');
    if (title !== undefined) texts.title = title;
    if (description !== undefined) texts.description = description;
    if (sidebarTitle !== undefined) texts.sidebarTitle = sidebarTitle;
    out.set(code, texts);
  }
  return out;
}
