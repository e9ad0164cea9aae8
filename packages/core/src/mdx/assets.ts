import fs from 'node:fs';
import path from 'node:path';
import type { Message, Plugin } from 'esbuild';
import type { SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { siteHref } from '../routes/base-url.js';
import { shortHash } from '../util/hash.js';
import { relPosix } from '../util/paths.js';
import { withAutomaticJsx } from '../util/site-globs.js';
import { unappliedWebpackRule, type WebpackRule } from './text-imports.js';

/**
 * Files an import gives as their URL, as Docusaurus' webpack does (its file loaders: images,
 * fonts, media, documents): `import shot from './shot.png'` is `/assets/media/shot-<hash>.png`.
 */
export const URL_ASSET =
  /\.(png|jpe?g|gif|webp|avif|ico|bmp|woff2?|eot|ttf|otf|mp4|webm|ogv|mov|m4v|mp3|wav|m4a|aac|oga|flac|pdf|docx?|xlsx?|pptx?|zip)$/i;
/** A file whose name starts with its only dot (`.nojekyll`): esbuild takes the name for an extension. */
const DOT_FILE = /[\\/]\.[^\\/.]+$/;
/** An SVG file a script imports is a React component (Docusaurus' SVGR). */
export const SVG_FILE = /\.svg$/i;

/** What the output needs for the assets a module imports: output path → file. */
export type AssetMedia = Map<string, string>;

/** The URL of an imported asset (hashed below `assets/media/`); the file joins `media`. */
export function urlAsset(ctx: SiteContext, file: string, media: AssetMedia): string {
  const ext = path.extname(file);
  const out = `assets/media/${path.basename(file, ext)}-${shortHash(fs.readFileSync(file), 8)}${ext}`;
  media.set(out, file);
  return siteHref(ctx, `/${out}`);
}

/** The module of an imported URL asset: its default export is its URL. */
export function urlAssetModule(ctx: SiteContext, file: string, media: AssetMedia): string {
  return `export default ${JSON.stringify(urlAsset(ctx, file, media))};\n`;
}

/** The why and fix of an SVG file that cannot become a component. */
export const SVG_WHY =
  'An imported SVG file becomes a React component, as with Docusaurus (SVGR): docgen reads it as XML, which must be well-formed with one <svg> root.';

/** An imported SVG file that is not well-formed: an UnresolvedImport at the fault, in the SVG file. */
export function svgFault(ctx: SiteContext, file: string, fault: { message: string; line: number; column: number }) {
  const rel = relPosix(ctx.siteDir, file);
  return {
    name: 'UnresolvedImport',
    severity: 'error',
    message: `${rel} cannot be imported as a component: ${fault.message} (${rel}:${fault.line}:${fault.column})`,
    why: SVG_WHY,
    fix: `fix ${rel} at ${fault.line}:${fault.column} (a browser showing the file names the same fault), or show it as an image instead: ${rel.startsWith('static/') ? `![…](${rel.slice('static'.length)})` : 'a Markdown image ![…](…) of it'}.`,
  } satisfies Diagnostic;
}

/**
 * esbuild's side of the same rules, for site components: an imported `.svg` compiled to a React
 * component, a URL asset to a module exporting its URL (its file recorded in `media`).
 */
export function siteAssets(ctx: SiteContext, media: AssetMedia): Plugin {
  return {
    name: 'docgen-assets',
    setup(build) {
      build.onLoad({ filter: SVG_FILE }, async (args) => {
        // The SVG compiler (hast-util-to-estree and estree-util-to-js) loads only for a site with SVG imports.
        const { svgComponentModule } = await import('./svg.js');
        const made = svgComponentModule(fs.readFileSync(args.path, 'utf8'));
        if ('code' in made)
          return {
            contents: withAutomaticJsx(made.code, 'jsx') ?? made.code,
            loader: 'jsx',
            resolveDir: path.dirname(args.path),
          };
        const lineText = fs.readFileSync(args.path, 'utf8').split('\n')[made.fault.line - 1] ?? '';
        return {
          errors: [
            {
              text: svgFault(ctx, args.path, made.fault).message,
              location: { file: args.path, line: made.fault.line, column: made.fault.column - 1, lineText },
            },
          ],
        };
      });
      build.onLoad({ filter: URL_ASSET }, (args) => ({
        contents: urlAssetModule(ctx, args.path, media),
        loader: 'js',
      }));
      // A dot file (`.nojekyll`, `.gitkeep`) has no extension, as Node reads it: it is loaded as
      // JavaScript, as esbuild loads `CNAME` and webpack any file no rule names, so that a
      // `require(`@site/static/${name}`)` of a folder holding one builds as under Docusaurus.
      build.onLoad({ filter: DOT_FILE }, (args) => ({
        contents: fs.readFileSync(args.path, 'utf8'),
        loader: 'js',
      }));
    },
  };
}

/**
 * The why and fix of a file a site component could not be compiled from (esbuild's message `m`),
 * fitting the kind of file at fault: an SVG, a file of no kind docgen imports, a script.
 */
export function describeImportError(
  ctx: SiteContext,
  file: string,
  m: Message,
): { message: string; why: string; fix: string } {
  const rel = relPosix(ctx.siteDir, file);
  const at = m.location ? relPosix(ctx.siteDir, path.resolve(ctx.siteDir, m.location.file)) : rel;
  if (m.location && SVG_FILE.test(m.location.file)) {
    const fault = svgFault(ctx, path.resolve(ctx.siteDir, m.location.file), {
      message: '',
      line: m.location.line,
      column: m.location.column + 1,
    });
    return { message: m.text, why: fault.why, fix: fault.fix };
  }
  // docgen's own resolving plugins tell why and how to fix (a package not installed, an unknown @theme/ module).
  const told = m.detail as { why?: string; fix?: string } | undefined;
  if (told?.why) return { message: m.text, why: told.why, fix: told.fix ?? '' };
  const noLoader = /^No loader is configured for "([^"]+)" files/.exec(m.text);
  const unapplied = noLoader ? unappliedRuleOf(ctx, file, m) : undefined;
  if (noLoader && unapplied)
    return {
      message: m.text,
      why: `${m.location ? `${at} imports a "${noLoader[1]}" file` : `${rel} is a "${noLoader[1]}" file`}, which the Docusaurus site's webpack rule ${unapplied.rule.from} matches (it ${unapplied.rule.does}; docgen.config.ts's webpackRules): docgen does not apply webpack's rules, and imports only scripts, MDX, CSS, SVG files, images, fonts, media and documents itself.`,
      fix: ruleFix(unapplied, m.location ? path.resolve(ctx.siteDir, m.location.file) : undefined),
    };
  if (noLoader)
    return {
      message: m.text,
      why: `${m.location ? `${at} imports a "${noLoader[1]}" file` : `${rel} is a "${noLoader[1]}" file`}: docgen imports scripts (.js, .jsx, .ts, .tsx), MDX, CSS, SVG files (as components), and images, fonts, media and documents (as their URL).`,
      fix: `link to the file instead of importing it (put it in static/ and use its URL), or import a file of one of those kinds.`,
    };
  // Docusaurus' generated files (`.docusaurus/…`) exist only during its own build.
  if (/^Could not resolve "[^"]*\.docusaurus\//.test(m.text))
    return {
      message: m.text,
      why: `${at} imports a file of .docusaurus/, the folder Docusaurus writes its generated data into while it builds (routes, plugin content, createData files); docgen writes there only the blog's recent posts (docusaurus-plugin-content-blog/<id>/blog-post-list-prop-<id>.json) and what the site's Docusaurus plugins create.`,
      fix: 'read the data another way (the blog-post-list-prop file for recent posts, a plugin of the site that creates it), or remove the import.',
    };
  return {
    message: m.text,
    why: `${rel} is imported by an MDX page; it must compile (TypeScript, JSX).`,
    fix:
      m.notes[0]?.text ??
      `fix ${at}${m.location ? `:${m.location.line}:${m.location.column + 1}` : ''} as the message says.`,
  };
}

/**
 * The config's unapplied webpack rule (`webpackRules`) matching the file esbuild found no loader
 * for: the file named in the message (from the site folder), else the one compiled.
 */
function unappliedRuleOf(
  ctx: SiteContext,
  file: string,
  m: Message,
): { rule: WebpackRule; imported: string } | undefined {
  const named = /files: (.+)$/.exec(m.text)?.[1];
  const [spec = '', query = ''] = (named ?? '').split('?');
  const imported = named && fs.existsSync(path.resolve(ctx.siteDir, spec)) ? path.resolve(ctx.siteDir, spec) : file;
  const rule = unappliedWebpackRule(ctx, imported, named ? query : '');
  return rule ? { rule, imported } : undefined;
}

/** How to carry an unapplied webpack rule over: as text, through its loader inline, or by a plugin. */
export function ruleFix({ rule, imported }: { rule: WebpackRule; imported: string }, importer?: string): string {
  // The import's path from the importing file, when the message names that file.
  const rel = importer ? path.relative(path.dirname(importer), imported).split(path.sep).join('/') : undefined;
  const from = rel === undefined ? undefined : rel.startsWith('.') ? rel : `./${rel}`;
  const conditions = (['test', 'include', 'exclude', 'resourceQuery'] as const)
    .filter((k) => rule[k] !== undefined)
    .map((k) => `${k}: ${JSON.stringify(rule[k])}`)
    .join(', ');
  if (/\bas text\b/.test(rule.does))
    return `add it to textImports in docgen.config.ts ({ ${conditions} }), which imports the files it matches as their text, as the rule did.`;
  const loader = /^runs ([^,\s]+)/.exec(rule.does)?.[1];
  const inline = loader
    ? `import the file through its loader inline (${from ? `'!!${loader}!${from}'` : `'!!${loader}!' before the path the import names`}), which docgen runs (the loader installed), or `
    : '';
  return `${inline}write a docgen plugin that loads such files (docs/guide/plugins.md); until then, link to the file instead of importing it.`;
}
