import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteContext } from '@docgen/config';
import type postcss from 'postcss';
import { DOM } from '@docgen/shared';
import { shortHash } from '../util/hash.js';
import { writeOnce } from '../util/write-once.js';

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
  // Inside :where(), the scope adds no specificity: the site's CSS, after it, outranks Infima's
  // rules as in Docusaurus, and docgen's own element rules keep the text's look.
  return infimaFor(ctx, 'page', `:where(.${DOCUSAURUS_PAGE_CLASS})`, 'all');
}

/**
 * Infima's class rules alone (`row`, `col--6`, `card`, `button--primary`, `badge`, `alert`…)
 * for a Markdown or MDX page written with them, as Docusaurus docs often are (a grid of cards, a
 * call-to-action button): without its element rules, which would restyle docgen's typography.
 */
export function infimaClassesStylesheet(ctx: SiteContext): InfimaStylesheet {
  // Not inside :where(): a class of Infima's must outrank docgen's prose rules (`.dg-markdown a`
  // underlines links; a link with `button` is a button), so a site's rule for the same class
  // needs the same scope in docs.
  return infimaFor(ctx, 'classes', `[${DOM.main}]`, 'classes');
}

/** Class names of Infima's components and utilities, as a page's HTML writes them. */
const INFIMA_CLASS =
  /\sclass="(?:[^"]*\s)?(?:row|col|col--\d+|container|card|button|badge|alert|avatar|hero|pills|text--(?:center|left|right|justify|truncate|uppercase|bold)|margin(?:-[a-z]+)?--(?:none|xs|sm|md|lg|xl)|padding(?:-[a-z]+)?--(?:none|xs|sm|md|lg|xl)|shadow--(?:lw|md|tl))(?:\s[^"]*)?"/;

/** Whether a page's HTML uses Infima's classes. */
export function usesInfima(html: string): boolean {
  return INFIMA_CLASS.test(html);
}

/**
 * Infima's variables alone (`--ifm-color-primary`, `--ifm-color-gray-200`, `--ifm-spacing-
 * horizontal`…, light and dark), at zero specificity: a site's stylesheet written against them
 * (a component's CSS module, custom.css) finds them on any page, as in Docusaurus, where they are
 * on every page, and the site's own definitions win. Without them such a rule's `var()` is empty
 * (yoga's playground drew its layout boxes without colour or border).
 */
export function infimaVariablesStylesheet(ctx: SiteContext): InfimaStylesheet {
  return infimaFor(ctx, 'variables', ':root', 'variables');
}

const IFM_VARIABLE = /var\(\s*--ifm-/;
const usesVariables = new Map<string, boolean>();

/** Whether CSS reads one of Infima's variables. */
export function readsInfimaVariables(css: string): boolean {
  return IFM_VARIABLE.test(css);
}

/** Whether one of these stylesheet files reads Infima's variables (each file read once per process). */
export function filesReadInfimaVariables(files: readonly string[]): boolean {
  return files.some((file) => {
    let known = usesVariables.get(file);
    if (known === undefined) {
      known = readsInfimaVariables(fs.readFileSync(file, 'utf8'));
      usesVariables.set(file, known);
    }
    return known;
  });
}

/** A selector of the document itself, for a rule of variables: `:root`, `html`, `[data-theme=dark]`. */
const DOCUMENT_SELECTOR = /^(?::root|html)?(?:\[data-theme=["']?\w+["']?\])?$/;

function infimaFor(
  ctx: SiteContext,
  variant: string,
  scope: string,
  keep: 'all' | 'classes' | 'variables',
): InfimaStylesheet {
  const classesOnly = keep === 'classes';
  const memo = `${ctx.siteDir}\0${variant}`;
  const known = made.get(memo);
  if (known && fs.existsSync(known.file)) return known;
  const require = createRequire(import.meta.url);
  const source = fs.readFileSync(require.resolve('infima/dist/css/default/default.min.css'), 'utf8');
  // Required here: a site without Infima's pages never loads postcss (0.025 s of every build's start).
  const root = (require('postcss') as typeof postcss).parse(source);
  root.walkRules((rule) => {
    // Keyframes' steps (`from`, `50%`) are not selectors of the page.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const variables = onlyVariables(rule);
    const kept =
      keep === 'variables'
        ? variables && rule.selectors.every((s) => DOCUMENT_SELECTOR.test(s.trim()))
          ? rule.selectors
          : []
        : classesOnly && !variables
          ? rule.selectors.filter((s) => /\.[\w-]/.test(s))
          : rule.selectors;
    if (kept.length === 0) {
      rule.remove();
      return;
    }
    rule.selectors = kept.map((selector) => scoped(selector, variables, scope));
  });
  root.walkAtRules((at) => {
    if (at.nodes?.length === 0) at.remove();
  });
  // Infima's links are not underlined (an element rule, left out here); docgen's prose links
  // are: a link made a button or a card by its class must not be.
  const links = classesOnly ? `${scope} a:is(.button,.card,.pagination-nav__link){text-decoration:none}\n` : '';
  const css = `/* Infima ${infimaVersion(require)} (MIT), scoped by docgen. */\n${root.toString()}\n${links}`;
  const name = `infima-${variant}.${shortHash(css)}.css`;
  const file = path.join(ctx.siteDir, '.docgen', 'infima', name);
  writeOnce(file, css);
  const sheet = { url: `/assets/css/${name}`, out: `assets/css/${name}`, file };
  made.set(memo, sheet);
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
function scoped(selector: string, variables: boolean, scope: string): string {
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
