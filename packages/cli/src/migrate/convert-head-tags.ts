import path from 'node:path';
import { type Dict, isDict, type Notes, staticPath } from './notes.js';

type Attributes = Record<string, string | boolean>;

/**
 * Docusaurus' `stylesheets`, `scripts` and `headTags` as docgen's `headTags`, in Docusaurus'
 * order: a string is the `href` of a stylesheet or the `src` of a script, an object its
 * attributes (`{ src, defer: true, 'data-domain': … }`); a `headTags` entry keeps its tag name,
 * attributes and `innerHTML`. What docgen cannot write (another tag, a value that is not text) is
 * a note at its entry.
 */
export function headTagsOf(c: Dict, notes: Notes): Dict[] {
  const tags: Dict[] = [];
  list(c.stylesheets).forEach((entry, i) => {
    const attributes = attributesOf(entry, 'href', `stylesheets[${i}]`, notes);
    if (attributes) tags.push({ tagName: 'link', attributes: { rel: 'stylesheet', ...attributes } });
  });
  list(c.scripts).forEach((entry, i) => {
    const attributes = attributesOf(entry, 'src', `scripts[${i}]`, notes);
    if (attributes) tags.push({ tagName: 'script', attributes });
  });
  list(c.headTags).forEach((entry, i) => {
    const at = `headTags[${i}]`;
    const name = isDict(entry) ? entry.tagName : undefined;
    if (name !== 'link' && name !== 'meta' && name !== 'script' && name !== 'style') {
      notes.add(
        at,
        `is a <${String(name)}> tag; docgen's headTags write <link>, <meta>, <script> and <style>.`,
        'add it with a theme override of the Head component.',
      );
      return;
    }
    const attributes = attributesOf(isDict(entry) ? (entry.attributes ?? {}) : {}, undefined, at, notes);
    if (!attributes) return;
    const inner = (entry as Dict).innerHTML;
    tags.push({ tagName: name, attributes, ...(typeof inner === 'string' ? { innerHTML: inner } : {}) });
  });
  return tags;
}

/**
 * `@docusaurus/plugin-pwa`'s `pwaHead` (`{ tagName: 'link', rel: 'manifest', href }`, the
 * theme-color meta, icons) as headTags: the manifest and icons work without the service worker,
 * which docgen does not make (said at the plugin). The plugin puts the base URL before an `href`
 * or `content` that names a file (`img/icon.png`), so a relative one is the site's file here too.
 */
export function pwaHeadTags(options: Dict, at: string, baseUrl: string, notes: Notes): Dict[] {
  notes.add(
    at,
    `is not carried over but for its pwaHead tags (now in headTags): docgen makes no service worker (no offline mode, no reload prompt).`,
    'nothing to do, unless the site needs to work offline.',
  );
  const tags: Dict[] = [];
  list(options.pwaHead).forEach((entry, i) => {
    const tagAt = `${at}.pwaHead[${i}]`;
    const { tagName, ...rest } = isDict(entry) ? entry : { tagName: undefined };
    if (tagName !== 'link' && tagName !== 'meta') {
      notes.add(
        tagAt,
        `is a <${String(tagName)}> tag; docgen carries pwaHead's <link> and <meta> tags.`,
        'write it in headTags by hand.',
      );
      return;
    }
    const attributes = attributesOf(rest, undefined, tagAt, notes);
    if (!attributes) return;
    // docgen bases a site path in `href` itself; `content` is written as the page gets it.
    if (namesFile(attributes.href)) attributes.href = staticPath(attributes.href);
    if (namesFile(attributes.content) && !attributes.content.startsWith(baseUrl))
      attributes.content = `${baseUrl}${staticPath(attributes.content).slice(1)}`;
    tags.push({ tagName, attributes });
  });
  return tags;
}

/** A path of the site with a file extension, as plugin-pwa tells one (not a URL, not a colour). */
function namesFile(value: string | boolean | undefined): value is string {
  return typeof value === 'string' && !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(value) && path.extname(value) !== '';
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A string as the attribute `main`, or an object of string and boolean attributes (numbers as text). */
function attributesOf(entry: unknown, main: string | undefined, at: string, notes: Notes): Attributes | undefined {
  if (typeof entry === 'string' && main) return { [main]: entry };
  if (!isDict(entry)) {
    notes.add(at, 'is neither a URL nor an object of attributes: not carried over.', 'write it in headTags by hand.');
    return undefined;
  }
  const attributes: Attributes = {};
  for (const [key, value] of Object.entries(entry)) {
    if (typeof value === 'string' || typeof value === 'boolean') attributes[key] = value;
    else if (typeof value === 'number') attributes[key] = String(value);
    else if (value !== undefined && value !== null)
      notes.add(`${at}.${key}`, 'is not text: left out of the tag.', 'write the attribute as a string.');
  }
  return attributes;
}
