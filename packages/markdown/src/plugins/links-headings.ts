import type { Element, Root } from 'hast';
import { h, hastToString } from '../vendor/unified.js';
import type { VFile } from 'vfile';
import { isExternalHref } from '@docgen/shared';
import { ctxOf, fileLine, type MarkdownFileContext, t } from '../context.js';
import { isReadyHtml } from '../ready-node.js';
import { publishHref, type SoftPlace } from './hrefs.js';
import { walk } from './walk.js';
import { isHtmlImage, jsxImageMissing, loadedFileMissing, nearImageFix } from './html-images.js';
import { reserveImageBox } from './image-box.js';
import { placeAmong, startAmong } from '../place.js';

type ExternalLinks = NonNullable<MarkdownFileContext['externalLinks']>;

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** The `#` links this plugin adds to headings (the walk comes to them next). */
const HEADING_ANCHOR = new WeakSet<Element>();

/**
 * Rewrites and records links and images, collects ids and the table of contents, adds
 * heading anchors, wraps tables and makes images lazy. One pass over the tree. A page's leading
 * h1 becomes its title (`title: false` for a partial: its h1 is content, as in Docusaurus).
 */
/**
 * The property (`data-dg-link-soft`) a plugin puts on a link copied from a file the site does not
 * own; its value may say where that file writes it (`line:column:file`, site-relative).
 */
export const SOFT_LINK = 'dataDgLinkSoft';

/**
 * The property (`data-dg-link-written`) beside a soft mark when the plugin changed the href (a
 * relative path made absolute): the href as the file writes it, which reports name.
 */
export const WRITTEN_LINK = 'dataDgLinkWritten';

export function rehypeLinksAndHeadings(options: { title?: boolean; selfAnchored?: readonly string[] } = {}) {
  const title = options.title ?? true;
  const selfAnchored = new Set(options.selfAnchored ?? []);
  return (tree: Root, file: VFile) => {
    const ctx = ctxOf(file);
    let firstH1: { node: Element; parent: Root | Element; index: number } | undefined;
    // Docusaurus looks for its content title above the first thematic break only.
    let ruleFirst = false;
    walk<Element, Root | Element>(tree, 'element', (node, index, parent, ancestors) => {
      if (node.tagName === 'hr' && !ctx.firstHeading) ruleFirst = true;
      const id = node.properties.id;
      if (typeof id === 'string' && id) ctx.ids.push(id);
      if (HEADINGS.has(node.tagName)) {
        const depth = Number(node.tagName[1]);
        const text = hastToString(node).trim();
        if (!ctx.firstHeading) ctx.firstHeading = { text, depth };
        if (depth === 1 && !firstH1 && parent && index !== undefined)
          firstH1 = { node, parent: parent as Root | Element, index };
        if (typeof id === 'string' && depth > 1) {
          if (depth >= ctx.tocMin && depth <= ctx.tocMax) ctx.toc.push({ id, text, depth });
          if (selfAnchored.has(node.tagName)) return;
          const anchor = h(
            'a',
            {
              className: ['dg-anchor'],
              href: `#${id}`,
              ariaLabel: t(ctx, 'heading.anchorLabel', 'Direct link to {heading}', { heading: text }),
            },
            '#',
          );
          HEADING_ANCHOR.add(anchor);
          node.children.push(anchor);
          // Kept in an island that leaves its heading out (see keepRenderedHeadings), it is told at the heading.
          const at = startAmong(node, ancestors);
          ctx.links.push({
            href: `#${id}`,
            line: fileLine(ctx, at?.line),
            column: at?.column ?? 1,
            original: `#${id}`,
            heading: true,
          });
        }
        return;
      }
      if (node.tagName === 'a' && typeof node.properties.href === 'string') {
        // A heading's own `#` link (recorded above, at its heading) is no link of the author's.
        if (HEADING_ANCHOR.has(node)) return;
        const original = node.properties.href;
        // A plugin's mark: the link comes from a file the site does not own (see `links` of the context).
        const soft = takeSoftMark(node);
        const href = publishHref(ctx, original, startAmong(node, ancestors) ?? {}, soft);
        if (href === undefined) delete node.properties.href;
        else {
          node.properties.href = href;
          if (href === original && leavesSite(href)) externalAttributes(node, ctx.externalLinks);
          // Docusaurus' Link opens any URL with a scheme in a new tab (`mailto:`, `pathname://`).
          else if (isExternalHref(original) && setsAttributes(ctx.externalLinks))
            externalAttributes(node, ctx.externalLinks);
        }
        return;
      }
      if (typeof node.properties.src === 'string' && node.tagName !== 'img') {
        const missing = loadedFileMissing(ctx, node.tagName, node.properties.src, startAmong(node, ancestors) ?? {});
        if (missing) ctx.diagnostics.push(missing);
      }
      if (node.tagName === 'img' && typeof node.properties.src === 'string') {
        const src = node.properties.src;
        const soft = takeSoftMark(node);
        node.properties.loading = 'lazy';
        node.properties.decoding = 'async';
        if (isExternalHref(src) || src.startsWith('data:')) return;
        const url = ctx.resolveImage(src);
        if (url) {
          node.properties.src = url;
          reserveImageBox(node, ctx, url);
          return;
        }
        if (!soft && isHtmlImage(node)) {
          // Written as HTML: read as an MDX page's JSX <img> is (from the page's URL, a warning).
          const relative = !src.startsWith('/') && !src.startsWith('@site/');
          const fromPage = relative ? ctx.pageImage?.(src) : undefined;
          if (fromPage?.exists) node.properties.src = fromPage.url;
          else {
            ctx.diagnostics.push(jsxImageMissing(ctx, src, startAmong(node, ancestors) ?? {}, fromPage?.url, 'HTML'));
          }
          return;
        }
        const here = { file: ctx.relFile, ...placeAmong(ctx, node, ancestors) };
        if (soft)
          // Written for the vendor's site, which has it: kept as written, a warning.
          ctx.diagnostics.push({
            name: 'BrokenImage',
            severity: 'warning',
            message: `Image "${src}" does not exist in this site: it was written for the site of the file's authors.`,
            ...(soft === true ? here : soft),
            why: "An image path in a file the site does not own (an OpenAPI document) names a file of its authors' site.",
            fix: 'add the file to static/ at that path, or correct the path in the document.',
          });
        else
          ctx.diagnostics.push({
            name: 'BrokenImage',
            severity: 'error',
            message: `Image "${src}" does not exist.`,
            ...here,
            why: 'Images are resolved relative to the markdown file (from the static folder for paths starting with "/", from the site folder for "@site/").',
            fix: nearImageFix(ctx, src) ?? 'fix the path, relative to the file, or from static/ with a leading "/".',
          });
        return;
      }
      if (
        node.tagName === 'table' &&
        parent &&
        index !== undefined &&
        !(parent.type === 'element' && (parent as Element).properties.className?.toString() === 'dg-table')
      ) {
        // Focusable so keyboard users can scroll a wide table (axe: scrollable-region-focusable).
        (parent as Element).children[index] = h('div', { className: ['dg-table'], tabIndex: 0 }, [node]);
      }
    });
    const external = ctx.externalLinks;
    if (setsAttributes(external))
      walk<{ type: 'raw'; value: string; data?: unknown }, Root>(tree, 'raw', (node) => {
        if (isReadyHtml(node)) node.value = readyExternalLinks(node.value, external);
      });
    // The theme renders the title as the page's h1: a leading h1 in the body becomes the title
    // instead (it stays in the body under `hide_title`, where the theme renders none).
    if (title && firstH1 && firstH1.index === firstNonWhitespaceIndex(firstH1.parent)) {
      ctx.leadingHeading = hastToString(firstH1.node).trim();
      if (!ctx.keepTitleHeading) {
        firstH1.parent.children.splice(firstH1.index, 1);
        ctx.ids.splice(ctx.ids.indexOf(String(firstH1.node.properties.id)), 1);
      }
    } else {
      if (title && firstH1 && ctx.firstHeading?.depth === 1 && !ruleFirst) ctx.titleInBody = true;
      ctx.firstHeading = ctx.firstHeading?.depth === 1 ? ctx.firstHeading : undefined;
    }
  };
}

function firstNonWhitespaceIndex(parent: Root | Element): number {
  // MDX's import/export lines come before the content: not part of it.
  return parent.children.findIndex(
    (c) => !(c.type === 'text' && c.value.trim() === '') && (c.type as string) !== 'mdxjsEsm',
  );
}

/** A plugin's soft mark on a link or an image, taken off the element: false when it has none. */
function takeSoftMark(node: Element): false | true | SoftPlace {
  if (!(SOFT_LINK in node.properties)) return false;
  const soft = softPlace(node.properties[SOFT_LINK]);
  const written = node.properties[WRITTEN_LINK];
  delete node.properties[SOFT_LINK];
  delete node.properties[WRITTEN_LINK];
  return typeof written === 'string' && soft !== true ? { ...soft, original: written } : soft;
}

/** A soft link's mark: empty, or where the plugin found it written (`line:column:file`). */
function softPlace(value: unknown): true | SoftPlace {
  const m = typeof value === 'string' ? /^(\d+):(\d+):(.+)$/.exec(value) : null;
  return m ? { line: Number(m[1]), column: Number(m[2]), file: m[3]! } : true;
}

/** An href to another site (`https:`, `http:`, protocol-relative): not `mailto:` and the like. */
function leavesSite(href: string): boolean {
  return /^(?:https?:)?\/\//i.test(href);
}

function setsAttributes(options: ExternalLinks | undefined): options is ExternalLinks {
  return options?.target !== undefined || options?.rel !== undefined;
}

/**
 * `rel` (and `target`, when the site sets one) of a link to another site. An author's own, on an
 * `<a>` written in HTML, is kept: `rel="sponsored"` or `target="_self"` is meant.
 */
function externalAttributes(node: Element, options: ExternalLinks = {}) {
  node.properties.rel ??= (options.rel ?? 'noopener').split(/\s+/);
  if (options.target !== undefined) node.properties.target ??= options.target;
}

/**
 * A ready fragment's links to other sites (`finishFragment` gives them the default `rel` of a
 * page without `externalLinks`) as this page's settings want them: the bytes its own
 * links step would give, so a fragment made once stays shared by every page of every site.
 */
function readyExternalLinks(html: string, options: ExternalLinks): string {
  const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const rel = attribute((options.rel ?? 'noopener').split(/\s+/).join(' '));
  const target = options.target === undefined ? '' : ` target="${attribute(options.target)}"`;
  return html
    .replace(/<a href="((?:https?:)?\/\/[^"]*)" rel="noopener">/gi, `<a href="$1" rel="${rel}"${target}>`)
    .replace(/<a href="([a-z][a-z\d+.-]*:(?!\/\/)[^"]*)">/gi, `<a href="$1" rel="${rel}"${target}>`);
}
