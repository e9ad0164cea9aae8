import fs from 'node:fs';
import { type ComponentType, createElement, type ReactNode } from 'react';
import { renderToString } from '../util/render-to-string.js';
import type { SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { relPosix } from '../util/paths.js';
import type { SiteRoot } from './site-root-share.js';

const PROBE = '<i data-dg-probe=""></i>';

/** The diagnostic of each root's wrapper found drawing: later pages (and builds) skip the probe and the file's read. */
const found = new WeakMap<ComponentType<{ children?: ReactNode }>, Diagnostic>();

/**
 * A site Root (or Layout/Provider) that needs the browser and draws elements of its own (a
 * banner with a close button, a back-to-top button): an island gets the wrappers' providers
 * without them (`IslandRoot`), and the page hydrates them around its content
 * (`site-root-island.ts`) when it can. This is what to say when it cannot: said once, rather than
 * a dead control found by a reader. Undefined when the wrappers draw nothing of their own or need
 * no browser.
 */
export function rootDrawnStatic(
  ctx: SiteContext,
  root: SiteRoot,
  page: ComponentType<{ children?: ReactNode }>,
): Diagnostic | undefined {
  const needs = root.chunk?.interactive;
  if (!needs) return undefined;
  const known = found.get(page);
  if (known) return { ...known };
  let drawn: string;
  try {
    drawn = renderToString(createElement(page, null, createElement('i', { 'data-dg-probe': '' })));
  } catch {
    // A wrapper that throws is told by the page's render (`rootRenderError`).
    return undefined;
  }
  if (drawn === PROBE) return undefined;
  const files = root.files.map((f) => relPosix(ctx.siteDir, f));
  const diagnostic: Diagnostic = {
    name: 'SiteRootNotHydrated',
    severity: 'warning',
    message: `The site's ${files.join(' and ')} draws elements of its own and needs the browser (${needs}), but does not draw the page's content once, the same whatever it is: docgen cannot hydrate it around the content, so what it draws is static HTML (its clicks, state and effects do nothing).`,
    ...defaultExportAt(root.files[0]!, files[0]!),
    why: "docgen hydrates a Root that draws elements of its own as an island around the page's content, which stays the server's HTML; that needs the Root to draw its children once, the same whatever they are (not twice, not only in the browser).",
    fix: "draw `children` once and always (show or hide only the Root's own elements); or move what it draws into a component of the pages that need it (it hydrates as an island) or into a client module (`clientModules`) for behaviour on every page.",
  };
  found.set(page, diagnostic);
  return diagnostic;
}

/** The line of the file's default export, where the wrapper is. */
function defaultExportAt(file: string, rel: string): Pick<Diagnostic, 'file' | 'line' | 'column'> {
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return { file: rel };
  }
  const at = /^export\s+default\b/m.exec(text);
  if (!at) return { file: rel };
  return { file: rel, line: text.slice(0, at.index).split('\n').length, column: 1 };
}
