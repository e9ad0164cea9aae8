import type { Element, Root as HastRoot, RootContent } from 'hast';
import type { SourcePlace } from './model.js';
import type { Schema } from 'hast-util-sanitize';
import type { Kind } from './oas-kinds.js';
import type { Problem } from './problems.js';

type Where = (segments: readonly (string | number)[], needle?: string) => SourcePlace;
/** The page's markdown and sanitizer (`mdast.ts`), loaded only for a document whose descriptions hold a `<`. */
type Pages = Pick<typeof import('./mdast.js'), 'descriptionHast' | 'SANITIZE'>;

/** How many descriptions stay warnings of their own; past it, they are one warning listing their places. */
const ALONE = 3;

/** The attribute of a hast property, as written in HTML (`onClick` → `onclick`, `className` → `class`). */
function attributeName(property: string): string {
  if (property === 'className') return 'class';
  if (property === 'htmlFor') return 'for';
  if (/^(data|aria)[A-Z]/.test(property)) return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return property.toLowerCase();
}

function allowedValue(allowed: unknown, value: unknown): boolean {
  const values = Array.isArray(value) ? value : [value];
  return values.some((v) => (allowed instanceof RegExp ? allowed.test(String(v)) : allowed === v));
}

function attributeAllowed(schema: Schema, tag: string, property: string, value: unknown): boolean {
  const attributes = schema.attributes ?? {};
  for (const entry of [...(attributes[tag] ?? []), ...(attributes['*'] ?? [])]) {
    if (entry === property) return true;
    if (Array.isArray(entry) && entry[0] === property) {
      if (entry.length === 1 || entry.slice(1).some((allowed) => allowedValue(allowed, value))) return true;
    }
  }
  return false;
}

/** The scheme of a URL the sanitizer refuses (`javascript`), as hast-util-sanitize reads it: a colon before any `/`, `?` or `#`. */
function refusedScheme(schema: Schema, property: string, value: unknown): string | undefined {
  const schemes = schema.protocols?.[property];
  if (!schemes || typeof value !== 'string') return undefined;
  const colon = value.indexOf(':');
  if (colon < 0 || /[/?#]/.test(value.slice(0, colon))) return undefined;
  const scheme = value.slice(0, colon).trim().toLowerCase();
  return schemes.includes(scheme) ? undefined : scheme;
}

/** A piece of HTML the sanitizer removes, and the text that finds it in the description (`<script`, `onclick`). */
interface Removed {
  what: string;
  needle: string;
}

/**
 * Attributes removed without a word: nothing of the text is lost. A link's `target` and `rel`
 * are the site's `externalLinks` policy to set, and a `class` names the vendor's stylesheet,
 * which the site does not have (Codat's `<a class target>`: --strict failed on them).
 */
const UNSAID = new Set(['class', 'target', 'rel']);

/** What the sanitizer removes from a description's HTML, each once (`<script> and its content`, `the onclick attribute of <a>`). */
export function removedHtml(markdown: string, pages: Pages): Removed[] {
  const SANITIZE = pages.SANITIZE;
  const tree = pages.descriptionHast(markdown);
  if (!tree) return [];
  const out = new Map<string, Removed>();
  const add = (what: string, needle: string) => {
    if (!out.has(what)) out.set(what, { what, needle });
  };
  const strip = new Set(SANITIZE.strip ?? []);
  const tags = new Set(SANITIZE.tagNames ?? []);
  const visit = (node: HastRoot | RootContent) => {
    if (node.type === 'element') {
      const element = node as Element;
      const tag = element.tagName;
      if (strip.has(tag)) {
        add(`<${tag}> and its content`, `<${tag}`);
        return;
      }
      if (!tags.has(tag)) add(`the <${tag}> tag (its text is kept)`, `<${tag}`);
      else
        for (const [property, value] of Object.entries(element.properties ?? {})) {
          if (!attributeAllowed(SANITIZE, tag, property, value)) {
            if (UNSAID.has(attributeName(property))) continue;
            add(`the ${attributeName(property)} attribute of <${tag}>`, `${attributeName(property)}=`);
          } else {
            const scheme = refusedScheme(SANITIZE, property, value);
            if (scheme) add(`the ${scheme}: URL of <${tag} ${attributeName(property)}>`, `${scheme}:`);
          }
        }
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return [...out.values()];
}

const WHY =
  "the pages sanitize a document's HTML with GitHub's rules: it must not run code in the reader's page (scripts, event attributes such as onclick, javascript: URLs), restyle the site (<style>, style and class attributes) or embed other pages (<iframe>, <object>). What is removed is not shown.";
const FIX =
  'remove it from the description, or say it in markdown (a link, an image, a table); to show markup as text, put it in `code`.';

/** Where a description is shown: not data, nor an extension the pages do not read (`x-logo`). */
function shown(kind: Kind, segments: readonly string[]): boolean {
  return kind !== 'literal' && !(kind === 'any' && segments.some((s) => s.startsWith('x-')));
}

/**
 * The descriptions whose HTML the pages remove in part (`<script>`, an `onclick`, a `javascript:`
 * link), collected over the document's walk: a warning at each, or one listing them all when a
 * generator repeated it over many.
 */
export class RemovedHtml {
  private candidates: { description: string; segments: string[] }[] = [];

  /** A description that may hold HTML: read in `problems`, which loads the parser only for them. */
  note(object: Record<string, unknown>, kind: Kind, segments: readonly string[]): void {
    const description = object.description;
    if (typeof description === 'string' && description.includes('<') && shown(kind, segments))
      this.candidates.push({ description, segments: [...segments, 'description'] });
  }

  /** `where` finds the first piece removed in each description (its line, not the key's), when it can. */
  async problems(where: Where): Promise<Problem[]> {
    if (this.candidates.length === 0) return [];
    const pages = await import('./mdast.js');
    const found: { place: Omit<SourcePlace, 'text'>; what: string[] }[] = [];
    for (const { description, segments } of this.candidates) {
      const removed = removedHtml(description, pages);
      if (removed.length === 0) continue;
      const { text: _text, ...place } = where(segments, removed[0]?.needle);
      found.push({ place, what: removed.map((r) => r.what) });
    }
    const list = (what: string[]) =>
      (what.length > 4 ? [...what.slice(0, 4), `${what.length - 4} more`] : what).join(', ');
    if (found.length <= ALONE)
      return found.map(({ place, what }) => ({
        name: 'OpenApiHtmlRemoved',
        ...place,
        message: `This description holds HTML the pages remove: ${list(what)}.`,
        why: WHY,
        fix: FIX,
        weight: 'render',
      }));
    const [first] = found as [(typeof found)[number]];
    return [
      {
        name: 'OpenApiHtmlRemoved',
        ...first.place,
        message: `${found.length} descriptions hold HTML the pages remove (${list([...new Set(found.flatMap((f) => f.what))])}).`,
        places: found.map(({ place, what }) => ({
          file: place.file,
          ...(place.line ? { line: place.line, column: place.column ?? 1 } : {}),
          what: list(what),
        })),
        why: WHY,
        fix: FIX,
        weight: 'render',
      },
    ];
  }
}
