import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@docgen/config/yaml';
import type { BlogAuthor, BlogConfig, SiteContext } from '@docgen/config';
import { type Diagnostic, didYouMean } from '@docgen/diagnostics';
import { runCommand, scriptNaming, scriptSays } from '../util/naming-script.js';
import { relPosix } from '../util/paths.js';

/** The file each map of authors was read from, or looked for (`authorsFileOf`). */
const FILES = new WeakMap<ReadonlyMap<string, BlogAuthor>, AuthorsFile>();

/** Where a blog's authors are read from: the file (absolute), whether it is there, the folder it is relative to. */
interface AuthorsFile {
  file: string;
  found: boolean;
  root: string;
}

/** The authors file a map of `readAuthors` comes from (absolute), and whether it is there. */
export function authorsFileOf(map: ReadonlyMap<string, BlogAuthor>): AuthorsFile | undefined {
  return FILES.get(map);
}

/** The blog's authors file (`authors.yml`, YAML or JSON), by key; empty when it has none. */
export function readAuthors(
  ctx: SiteContext,
  root: string,
  blog: BlogConfig,
  diagnostics: Diagnostic[],
): Map<string, BlogAuthor> {
  const out = new Map<string, BlogAuthor>();
  const file = path.resolve(root, blog.authorsMapPath);
  const found = fs.existsSync(file);
  FILES.set(out, { file, found, root });
  if (!found) return out;
  let data: unknown;
  try {
    data = parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const linePos = (error as { linePos?: { line: number; col: number }[] }).linePos?.[0];
    diagnostics.push({
      name: 'ConfigSyntaxError',
      severity: 'error',
      message: `The blog's authors file does not parse: ${(error as Error).message.split('\n')[0]}`,
      file: relPosix(ctx.siteDir, file),
      ...(linePos ? { line: linePos.line, column: linePos.col } : {}),
      why: 'The authors file is YAML (or JSON): a map of author keys to `name`, `title`, `url`, `image_url`.',
      fix: 'fix the syntax at the line shown.',
    });
    return out;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return out;
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (!value || typeof value !== 'object') continue;
    const page = (value as { page?: unknown }).page;
    // Docusaurus 3.5: `page: true`, or `page: { permalink }`, gives the author a page.
    const permalink = page && typeof page === 'object' ? (page as { permalink?: unknown }).permalink : undefined;
    out.set(key, {
      key,
      ...authorFields(value as Record<string, unknown>),
      ...(typeof permalink === 'string'
        ? { page: permalink.replace(/^\/+/, '') }
        : page
          ? { page: true as const }
          : {}),
    });
  }
  return out;
}

/** An author's fields as Docusaurus names them (`image_url`, `imageURL`). */
export function authorFields(o: Record<string, unknown>): BlogAuthor {
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  const out: BlogAuthor = {};
  const name = str(o.name);
  const title = str(o.title);
  const url = str(o.url) ?? (str(o.github) ? `https://github.com/${str(o.github)}` : undefined);
  const imageUrl = str(o.image_url) ?? str(o.imageURL) ?? str(o.image);
  const email = str(o.email);
  if (name) out.name = name;
  if (title) out.title = title;
  if (url) out.url = url;
  if (imageUrl) out.imageUrl = imageUrl;
  if (email) out.email = email;
  return out;
}

/**
 * The blog's authors by locale: the default locale's from the blog folder, another locale's from
 * its translations folder when it has its own authors file (translated names and titles), else
 * the default's, as Docusaurus reads the localized data file first.
 */
export function readLocaleAuthors(
  ctx: SiteContext,
  blog: BlogConfig,
  translations: (locale: string) => string,
  diagnostics: Diagnostic[],
): Map<string, Map<string, BlogAuthor>> {
  const main = readAuthors(ctx, path.resolve(ctx.siteDir, blog.path), blog, diagnostics);
  const out = new Map([[ctx.defaultLocale.code, main]]);
  for (const { code } of ctx.locales) {
    if (code === ctx.defaultLocale.code) continue;
    const dir = path.join(ctx.siteDir, translations(code));
    out.set(
      code,
      fs.existsSync(path.resolve(dir, blog.authorsMapPath)) ? readAuthors(ctx, dir, blog, diagnostics) : main,
    );
  }
  return out;
}

/**
 * A post's author key the authors file does not define (Docusaurus fails the build on it): the
 * message names the file looked in, a near key, or, when the blog has no file at that path, the
 * authors file it does have under another name (`authors.json` without `authorsMapPath`).
 */
export function unknownAuthor(
  ctx: SiteContext,
  key: string,
  map: ReadonlyMap<string, BlogAuthor>,
): Pick<Diagnostic, 'message' | 'why' | 'fix'> {
  const inline = 'or write the author inline (`authors: { name: … }`)';
  const looked = authorsFileOf(map);
  const rel = looked && relPosix(ctx.siteDir, looked.file);
  if (looked && !looked.found) {
    const dir = path.dirname(looked.file);
    const other = AUTHORS_FILES.map((name) => path.join(dir, name)).find((f) => f !== looked.file && fs.existsSync(f));
    return {
      message: `The author "${key}" is not defined: the blog has no authors file at ${rel}.`,
      why: `A key in \`authors\` names an author of the authors file, looked for at ${rel} (blog.authorsMapPath, relative to the blog folder), as Docusaurus does; no file is there.`,
      fix: other
        ? `the authors file is ${relPosix(ctx.siteDir, other)}: set blog.authorsMapPath: '${relPosix(looked.root, other)}' (Docusaurus reads only that path), ${inline}.`
        : (generatedBy(ctx, looked.file) ?? `create ${rel} with the key ("${key}:" and its \`name\`), ${inline}.`),
    };
  }
  const keys = [...map.keys()];
  const listed = `${keys.slice(0, 10).join(', ')}${keys.length > 10 ? `, and ${keys.length - 10} more` : ''}`;
  return {
    message: `The author "${key}" is not in the blog's authors file${rel ? ` ${rel}` : ''}.`,
    why: `Author keys are those of the authors file${keys.length > 0 ? ` (${listed})` : ', which defines none'}.`,
    fix: `${didYouMean(key, keys) ?? 'name a key of the authors file.'} Else add it to the authors file, ${inline}.`,
  };
}

/** Names an authors file is given (Docusaurus' default and its JSON and `.yaml` forms). */
const AUTHORS_FILES = ['authors.yml', 'authors.yaml', 'authors.json'];

/** The fix for an authors file a script of the site writes (run before `docusaurus build`), if one names it. */
function generatedBy(ctx: SiteContext, file: string): string | undefined {
  const script = scriptNaming(ctx.siteDir, file);
  return (
    script && `${scriptSays(script, path.basename(file))}: if it writes the file, run it first (${runCommand(script)}).`
  );
}
