import { createHash } from 'node:crypto';
import { DOM } from '@docgen/shared';

/** Sent with every response of both servers. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // Same-origin requests keep the full referrer (the site's analytics read it), other sites get the origin only.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
} as const;

/**
 * The Content-Security-Policy of one HTML page, from the page itself: its inline scripts are
 * allowed by their sha256 hash (the head script, redirect pages, the dev client), never by
 * 'unsafe-inline', and so are the event handler attributes of its markup ('unsafe-hashes'); the analytics trackers named in its boot data, and the scripts and stylesheets
 * its own head loads from other sites, add their origins. Styles keep
 * 'unsafe-inline': the highlighter colours every code token with a `style` attribute. Scripts
 * may compile WebAssembly ('wasm-unsafe-eval', which allows no JavaScript eval): islands of real
 * sites do (a playground's highlighter, a search engine), and a host without a policy runs them.
 * JavaScript eval ('unsafe-eval') only for a page whose own modules evaluate code (`evaluates`,
 * `page-policy.ts`: a live-code playground compiles what the reader types).
 * What the page's scripts and markup reach on other sites over https (a script an inline script
 * adds, an embedded video or frame, an island's fetch, a comments widget's frame, a form's post) is
 * allowed: no reading of the bytes served can name it, and the page's host, which sends no policy,
 * would load it (casdoor-website's frames, its footer's analytics loader and its fetch were refused).
 */
export function contentSecurityPolicy(
  html: string,
  page: { importedStylesheets?: readonly string[]; evaluates?: boolean } = {},
): string {
  const importedStylesheets = page.importedStylesheets ?? [];
  const handlers = inlineHandlerHashes(html);
  const hashes = [
    ...inlineScriptHashes(html),
    // Event handler attributes match a hash only under 'unsafe-hashes' (CSP 3).
    ...(handlers.length > 0 ? ['unsafe-hashes', ...handlers] : []),
  ].map((h) => `'${h}'`);
  const { connect, script } = analyticsOrigins(html);
  const own = pageOrigins(html, importedStylesheets);
  return [
    "default-src 'self'",
    [
      'script-src',
      "'self'",
      "'wasm-unsafe-eval'",
      ...(page.evaluates ? ["'unsafe-eval'"] : []),
      ...hashes,
      // An origin over https is in `https:`; one over http, or `//host` (the page's scheme), is named.
      ...[...new Set([...script, ...own.script])].filter((o) => !o.startsWith('https:')),
      'https:',
    ].join(' '),
    ['style-src', "'self'", "'unsafe-inline'", ...own.style].join(' '),
    "img-src 'self' data: blob: https:",
    "media-src 'self' data: blob: https:",
    ['font-src', "'self'", 'data:', ...(own.style.length > 0 ? ['https:'] : [])].join(' '),
    // data: reads bytes the page already holds, no request leaves: Emscripten fetches the
    // WebAssembly it inlines so (yoga-layout's playground), which a host without a policy allows.
    ['connect-src', "'self'", 'data:', 'https:', 'wss:', ...connect.filter((o) => !o.startsWith('https:'))].join(' '),
    "frame-src 'self' https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https:",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** A start tag, its quoted attribute values whole (a `>` inside one does not end it). */
const START_TAG = /<[a-zA-Z][^\s/>]*(?:\s+[^\s/>=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*\s*\/?>/g;
const HANDLER = /\son[a-z]+\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/**
 * `sha256-…` of every inline event handler (`onmouseover="…"`) of the page's markup, as the browser
 * reads the value (entities decoded): the site's own HTML in the navbar or a page (dyte-io/docs'
 * SDK menu) runs them on a host that sends no policy.
 */
export function inlineHandlerHashes(html: string): string[] {
  const out = new Set<string>();
  for (const [tag] of html.matchAll(START_TAG))
    for (const m of tag.matchAll(HANDLER)) {
      const value = decodeEntities(m[1] ?? m[2] ?? m[3] ?? '');
      out.add(`sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}`);
    }
  return [...out];
}

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The character references React and hast write in attribute values. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^\s*(|module|(text|application)\/(javascript|ecmascript)|text\/jscript)\s*$/i;

/** `sha256-…` of every inline script the browser would run, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(SCRIPT)) {
    const attrs = m[1] ?? '';
    if (/\ssrc\s*=/i.test(` ${attrs}`)) continue;
    const type = /\stype\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attrs}`);
    if (type && !EXECUTABLE_TYPE.test(type[2] ?? type[3] ?? type[4] ?? '')) continue;
    out.add(
      `sha256-${createHash('sha256')
        .update(m[2] ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return [...out];
}

export const LINK = /<link\b([^>]*)>/gi;

/** An attribute's value in a tag's attribute text. */
export function attribute(attrs: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(` ${attrs}`);
  return m ? (m[2] ?? m[3] ?? m[4] ?? '') : undefined;
}

/** The CSP source of a URL on another site: its origin, or its host for `//host/…` (the page's scheme). */
function sourceOf(url: string): string | undefined {
  const relative = /^\/\/([^/?#\s]+)/.exec(url);
  if (relative) return relative[1]!.toLowerCase();
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Sources of the scripts and stylesheets a page loads from other sites (a `<script src>` or a
 * font stylesheet of its own head, as Docusaurus pages write them in `<head>`; a stylesheet its
 * own stylesheets `@import`, given as `importedStylesheets`): the page asked for them by name. A
 * stylesheet from another site loads its fonts from where it says.
 */
export function pageOrigins(
  html: string,
  importedStylesheets: readonly string[] = [],
): { script: string[]; style: string[] } {
  const script = new Set<string>();
  const style = new Set<string>();
  for (const m of html.matchAll(SCRIPT)) {
    const source = sourceOf(attribute(m[1] ?? '', 'src') ?? '');
    if (source) script.add(source);
  }
  for (const m of html.matchAll(LINK)) {
    if (!/(^|\s)stylesheet(\s|$)/i.test(attribute(m[1] ?? '', 'rel') ?? '')) continue;
    const source = sourceOf(attribute(m[1] ?? '', 'href') ?? '');
    if (source) style.add(source);
  }
  for (const url of importedStylesheets) {
    const source = sourceOf(url);
    if (source) style.add(source);
  }
  return { script: [...script].sort(), style: [...style].sort() };
}

/** Origins the page's analytics trackers post to (`connect`) and load their scripts from (`script`). */
function analyticsOrigins(html: string): { connect: string[]; script: string[] } {
  const connect = new Set<string>();
  const script = new Set<string>();
  const boot = new RegExp(`<script\\b[^>]*\\bid="${DOM.bootDataId}"[^>]*>([\\s\\S]*?)</script\\s*>`, 'i').exec(html);
  if (!boot) return { connect: [], script: [] };
  let trackers: unknown;
  try {
    trackers = (JSON.parse(boot[1] ?? '') as { analytics?: unknown }).analytics;
  } catch {
    return { connect: [], script: [] };
  }
  if (!Array.isArray(trackers)) return { connect: [], script: [] };
  for (const t of trackers as { id?: unknown; endpoint?: unknown; scriptUrl?: unknown }[]) {
    const id = typeof t?.id === 'string' ? t.id : '';
    const add = (set: Set<string>, url: unknown) => {
      const origin = typeof url === 'string' ? originOf(url.split('{id}').join(encodeURIComponent(id))) : undefined;
      if (origin) set.add(origin);
    };
    add(connect, t?.endpoint);
    add(script, t?.scriptUrl);
  }
  return { connect: [...connect], script: [...script] };
}

function originOf(url: string): string | undefined {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : undefined;
  } catch {
    return undefined;
  }
}
