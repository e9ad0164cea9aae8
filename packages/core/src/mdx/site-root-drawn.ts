import fs from 'node:fs';
import { type ComponentType, createElement, type ReactNode } from 'react';
import { renderToString } from '../util/render-to-string.js';
import type { SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { relPosix } from '../util/paths.js';
import type { SiteRoot } from './site-root-share.js';

const PROBE = '<i data-dg-probe=""></i>';

/**
 * A site Root (or Layout/Provider) that needs the browser and draws elements of its own (a
 * banner with a close button, a back-to-top button): docgen draws them once around the page's
 * content, rendered on the server only, and an island gets the wrappers' providers without them
 * (`IslandRoot`). So their clicks do nothing: said once, rather than a dead control found by a
 * reader. Undefined when the wrappers draw nothing of their own or need no browser.
 */
/** The diagnostic of each root found drawing: later pages (and builds) skip the probe and the file's read. */
const found = new WeakMap<SiteRoot, Diagnostic>();

export function rootDrawnStatic(
  ctx: SiteContext,
  root: SiteRoot,
  page: ComponentType<{ children?: ReactNode }>,
): Diagnostic | undefined {
  const needs = root.chunk?.interactive;
  if (!needs) return undefined;
  const known = found.get(root);
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
    message: `The site's ${files.join(' and ')} draws elements of its own and needs the browser (${needs}), but docgen renders it around each page's content on the server only: what it draws there is static HTML (its clicks, state and effects do nothing).`,
    ...defaultExportAt(root.files[0]!, files[0]!),
    why: 'docgen hydrates the components of a page that need the browser as islands, each inside the providers of the Root, and the rest of the page is static HTML: the Root wraps the whole content, so what it draws besides its children (shown once per page) is static.',
    fix: 'keep the Root for context providers, and move what it draws into a component of the pages that need it (it hydrates as an island) or into a client module (`clientModules`) for behaviour on every page.',
  };
  found.set(root, diagnostic);
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
