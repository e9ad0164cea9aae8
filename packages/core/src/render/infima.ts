import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteContext } from '@docgen/config';
import postcss from 'postcss';
import { shortHash } from '../util/hash.js';

/** The element docgen renders a Docusaurus page's HTML in (docusaurus-page.ts). */
export const DOCUSAURUS_PAGE_CLASS = 'dg-docusaurus-page';

/** A stylesheet of the output: its URL path, output path and the file it is copied from. */
export interface InfimaStylesheet {
  url: string;
  out: string;
  file: string;
}

const made = new Map<string, InfimaStylesheet>();

/**
 * Infima, the CSS framework Docusaurus' theme is made of, for the site's React pages of
 * `src/pages/`: they are written with its classes (`hero hero--primary`, `container`, `row`,
 * `col col--4`, `button button--secondary button--lg`, `text--center`…), and without them a
 * landing page loses its grid, banner and buttons. docgen's own chrome is not Infima, so the
 * stylesheet is scoped to the element holding the page's HTML; Infima's variables stay on the
 * root at zero specificity, so a site's `:root { --ifm-color-primary: … }` (its custom CSS) wins
 * as it does in Docusaurus. The same stylesheet serves every such page (one file, cached).
 */
export function infimaStylesheet(ctx: SiteContext): InfimaStylesheet {
  const known = made.get(ctx.siteDir);
  if (known && fs.existsSync(known.file)) return known;
  const require = createRequire(import.meta.url);
  const source = fs.readFileSync(require.resolve('infima/dist/css/default/default.min.css'), 'utf8');
  const root = postcss.parse(source);
  root.walkRules((rule) => {
    // Keyframes' steps (`from`, `50%`) are not selectors of the page.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    rule.selectors = rule.selectors.map((selector) => scoped(selector, onlyVariables(rule)));
  });
  const css = `/* Infima ${infimaVersion(require)} (MIT), scoped to Docusaurus pages by docgen. */\n${root.toString()}\n`;
  const name = `infima.${shortHash(css)}.css`;
  const file = path.join(ctx.siteDir, '.docgen', 'infima', name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Renamed into place: a worker thread writing the same file never leaves half of it read.
    const tmp = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}`;
    fs.writeFileSync(tmp, css);
    fs.renameSync(tmp, file);
  }
  const sheet = { url: `/assets/css/${name}`, out: `assets/css/${name}`, file };
  made.set(ctx.siteDir, sheet);
  return sheet;
}

function onlyVariables(rule: postcss.Rule): boolean {
  return rule.nodes.every((node) => node.type !== 'decl' || node.prop.startsWith('--'));
}

/**
 * A selector of Infima's under the page's element: `.row` → `:where(.dg-docusaurus-page) .row`; the
 * document's own (`html`, `body`, `:root`) become the element; a theme's attribute on `<html>`
 * (`[data-theme=dark] .x`) stays in front. Rules that only set variables keep their root
 * selector inside `:where()`, which the site's own CSS outranks.
 */
function scoped(selector: string, variables: boolean): string {
  // Inside :where(), the scope adds no specificity: the site's CSS, after it, outranks Infima's
  // rules as in Docusaurus, and docgen's own element rules keep the text's look.
  const scope = `:where(.${DOCUSAURUS_PAGE_CLASS})`;
  const theme = /^((?:html)?\[data-theme=["']?\w+["']?\])\s*/.exec(selector);
  const rest = theme ? selector.slice(theme[0].length) : selector;
  const root = /^(?::root|html|body)(?![\w-])/.exec(rest);
  if (variables && (rest === '' || root?.[0] === rest)) return `:where(${selector})`;
  const inner = root ? rest.slice(root[0].length) : rest;
  const at = root || inner === '' ? `${scope}${inner}` : `${scope} ${inner}`;
  return theme ? `${theme[1]} ${at}` : at;
}

function infimaVersion(require: NodeJS.Require): string {
  return (JSON.parse(fs.readFileSync(require.resolve('infima/package.json'), 'utf8')) as { version: string }).version;
}
