import type { Element, Root } from 'hast';
import { h, hastToString } from '../vendor/unified.js';
import type { VFile } from 'vfile';
import { isExternalHref } from '@docgen/shared';
import { ctxOf, fileLine, t } from '../context.js';
import { walk } from './walk.js';

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Hrefs that run code (whitespace and case as browsers tolerate them). */
const SCRIPT_URL = /^\s*(?:javascript|vbscript|data)\s*:/i;
/** Docusaurus' `pathname://` links: a site path the build neither rewrites nor checks. */
const PATHNAME_URL = /^pathname:\/\//i;

/**
 * Rewrites and records links and images, collects ids and the table of contents, adds
 * heading anchors, wraps tables and makes images lazy. One pass over the tree.
 */
export function rehypeLinksAndHeadings() {
  return (tree: Root, file: VFile) => {
    const ctx = ctxOf(file);
    let firstH1: { node: Element; parent: Root | Element; index: number } | undefined;
    walk<Element, Root | Element>(tree, 'element', (node, index, parent) => {
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
          node.children.push(
            h(
              'a',
              {
                className: ['dg-anchor'],
                href: `#${id}`,
                ariaLabel: t(ctx, 'heading.anchorLabel', 'Direct link to {heading}', { heading: text }),
              },
              '#',
            ),
          );
        }
        return;
      }
      if (node.tagName === 'a' && typeof node.properties.href === 'string') {
        const original = node.properties.href;
        if (SCRIPT_URL.test(original)) {
          // Runs code in the reader's page on a click: never published (Docusaurus refuses it too).
          delete node.properties.href;
          ctx.diagnostics.push({
            name: 'UnsafeLink',
            severity: 'error',
            message: `Link "${original.slice(0, 60)}" runs code when clicked.`,
            file: ctx.relFile,
            line: fileLine(ctx, node.position?.start.line),
            column: node.position?.start.column ?? 1,
            why: 'javascript:, vbscript: and data: links run in the reader’s page; docgen does not publish them.',
            fix: 'link to a page or a file; put interactive code in a React page or a theme island.',
          });
          return;
        }
        if (PATHNAME_URL.test(original)) {
          // Docusaurus' escape hatch: the path is written out as it is and not checked.
          const href = original.replace(PATHNAME_URL, '/').replace(/^\/\//, '/');
          node.properties.href = href;
          const line = fileLine(ctx, node.position?.start.line);
          ctx.links.push({ href, line, column: node.position?.start.column ?? 1, original, unchecked: true });
          return;
        }
        if (isExternalHref(original)) {
          if (/^https?:/i.test(original)) node.properties.rel = ['noopener'];
          return;
        }
        const resolved = ctx.resolveLink(original);
        const line = fileLine(ctx, node.position?.start.line);
        const column = node.position?.start.column ?? 1;
        if (resolved && 'error' in resolved) {
          ctx.diagnostics.push({ ...resolved.error, file: ctx.relFile, line, column });
          // Reported here with its position: the link stage does not report it a second time.
          ctx.links.push({ href: original, line, column, original, unchecked: true });
          return;
        }
        const href = resolved ? resolved.href : original;
        node.properties.href = href;
        ctx.links.push({ href, line, column, original });
        return;
      }
      if (node.tagName === 'img' && typeof node.properties.src === 'string') {
        const src = node.properties.src;
        node.properties.loading = 'lazy';
        node.properties.decoding = 'async';
        if (isExternalHref(src) || src.startsWith('data:')) return;
        const url = ctx.resolveImage(src);
        if (url) node.properties.src = url;
        else
          ctx.diagnostics.push({
            name: 'BrokenImage',
            severity: 'error',
            message: `Image "${src}" does not exist.`,
            file: ctx.relFile,
            line: fileLine(ctx, node.position?.start.line),
            column: node.position?.start.column,
            why: 'Images are resolved relative to the markdown file (or to the static folder for paths starting with "/").',
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
    // The theme renders the title as the page's h1: a leading h1 in the body becomes the title instead.
    if (firstH1 && firstH1.index === firstNonWhitespaceIndex(firstH1.parent)) {
      firstH1.parent.children.splice(firstH1.index, 1);
      ctx.ids.splice(ctx.ids.indexOf(String(firstH1.node.properties.id)), 1);
    } else {
      ctx.firstHeading = ctx.firstHeading?.depth === 1 ? ctx.firstHeading : undefined;
    }
  };
}

function firstNonWhitespaceIndex(parent: Root | Element): number {
  return parent.children.findIndex((c) => !(c.type === 'text' && c.value.trim() === ''));
}
