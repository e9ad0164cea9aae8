import { didYouMean } from '@docgen/config';
import { Fences } from '@docgen/markdown/fences';
import { plainTitle } from '@docgen/markdown/scan';
import { githubSlug as slug } from '@docgen/markdown/unified';
import { CLOBBER_PREFIX } from '../anchors.js';
import { deref, type OaObject } from '../model.js';
import type { ReferenceModel } from './model.js';
import { kebab } from './options.js';

/**
 * The ids the descriptions of a reference section's pages give, and the page of each: an `id`
 * (or an `<a name>`) written in HTML (`<span id="/introduction/authentication">`, which Redocly
 * decorators prepend to keep an old renderer's URLs working; rendered with the sanitizer's
 * `user-content-` prefix) and a markdown heading's, as rehype-slug makes it
 * (`### Update build tags` → `update-build-tags`).
 * A description names another page's part by such an `#id` as it would on one long page (Redoc's);
 * docgen's pages are split, so the link leads to the page that has it. The first page wins:
 * the overview, then tags, operations and schemas, in the document's order; then the headings
 * such a page gives each operation, its summary's slug, which lead to the operation's page.
 */
export function anchorIndex(model: ReferenceModel, doc: OaObject): Map<string, string> {
  let index = indexes.get(model);
  if (index) return index;
  index = new Map();
  const add = (text: unknown, href: string) => {
    if (typeof text !== 'string') return;
    for (const { id, html } of idsOf(text))
      if (!index!.has(id)) index!.set(id, `${href}#${html ? CLOBBER_PREFIX + id : id}`);
  };
  add((doc.info as OaObject | undefined)?.description, model.overview.href);
  for (const tag of model.tags) add(tag.tag.description, tag.href);
  for (const op of [...model.operations, ...model.webhooks]) add(op.entry.operation.description, op.href);
  const schemas = (doc.components?.schemas ?? {}) as Record<string, OaObject>;
  for (const [name, page] of model.schemas)
    add(deref<OaObject | undefined>(doc, schemas[name]).value?.description, page.href);
  // A page of the whole API (Slate's from widdershins, Linode's) heads each operation with its
  // summary: `#kubeconfig-delete` is that operation, whose page here is its own.
  for (const op of [...model.operations, ...model.webhooks]) {
    const summary = op.entry.operation.summary;
    const id = typeof summary === 'string' ? slug(plainTitle(summary) ?? '') : '';
    if (id && !index.has(id)) index.set(id, op.href);
  }
  indexes.set(model, index);
  return index;
}

const indexes = new WeakMap<ReferenceModel, Map<string, string>>();

/**
 * Redoc's link to a heading of a description, `#section/Cancellation-Windows` (its words as
 * written, joined by `-`), or Scalar's, `#description/cancellation-windows` (its slug): the page
 * and id of the heading whose words they are, when a description has it.
 */
export function sectionTarget(href: string, model: ReferenceModel, doc: OaObject): string | undefined {
  const m = /^#(?:section|description)\/([^/]+)\/?$/.exec(href);
  if (!m) return undefined;
  let name: string;
  try {
    name = decodeURIComponent(m[1]!);
  } catch {
    return undefined;
  }
  const wanted = kebab(name);
  if (!wanted) return undefined;
  return hintsOf(model, doc).byKebab.get(wanted);
}

/**
 * What a model's links look up, made once per model: every page of a reference section shows
 * the same descriptions, so the same links are looked up on each (Asana's: 0.9 s of "did you
 * mean" and 0.4 s of kebab case per build before).
 */
interface AnchorLookups {
  /** The index's targets by the kebab case of their id, the first one in the index's order. */
  byKebab: Map<string, string>;
  /** The index's ids as `#id`, the candidates of a hint. */
  candidates: string[];
  /** `anchorHint`'s answer by id. */
  hints: Map<string, string | undefined>;
}

const lookups = new WeakMap<ReferenceModel, AnchorLookups>();

function hintsOf(model: ReferenceModel, doc: OaObject): AnchorLookups {
  let found = lookups.get(model);
  if (found) return found;
  const index = anchorIndex(model, doc);
  const byKebab = new Map<string, string>();
  for (const [id, target] of index) {
    const key = kebab(id);
    if (!byKebab.has(key)) byKebab.set(key, target);
  }
  found = { byKebab, candidates: [...index.keys()].map((k) => `#${k}`), hints: new Map() };
  lookups.set(model, found);
  return found;
}

/** An HTML start tag a description writes, and one of its attributes. */
const TAG = /<([a-z][\w-]*)(\s[^>]*)>/gi;
const ATTRIBUTE = /\s([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ATX = /^ {0,3}#{1,6}[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/;

/** The ids a description's markdown gives its elements (outside code blocks); `html` when written as HTML. */
export function idsOf(text: string): { id: string; html: boolean }[] {
  const out: { id: string; html: boolean }[] = [];
  const fences = new Fences();
  for (const line of text.split('\n')) {
    if (fences.code(line)) continue;
    for (const [, tag, attributes] of line.matchAll(TAG))
      for (const [, name, double, single] of attributes!.matchAll(ATTRIBUTE)) {
        const value = double ?? single;
        // `<a name="x">`, HTML 4's anchor, is an id browsers scroll to.
        if (value && (name!.toLowerCase() === 'id' || (name!.toLowerCase() === 'name' && tag!.toLowerCase() === 'a')))
          out.push({ id: value, html: true });
      }
    const heading = ATX.exec(line)?.[1];
    // A `{#id}` is no syntax of a description: its heading's id is not foretold.
    if (!heading || heading.includes('{#')) continue;
    const id = slug(plainTitle(heading) ?? '');
    if (id) out.push({ id, html: false });
  }
  return out;
}

/**
 * "did you mean …?" for an `#anchor` no page of the section has: the page of an operation, tag or
 * schema whose slug it is (`#/request-queue-head-lock-post` for that operation's page), else a
 * close spelling of an id of the section's descriptions.
 */
export function anchorHint(id: string, model: ReferenceModel, doc: OaObject): string | undefined {
  const { hints, candidates } = hintsOf(model, doc);
  if (hints.has(id)) return hints.get(id);
  const hint = pageHint(id, model) ?? didYouMean(`#${id}`, candidates);
  hints.set(id, hint);
  return hint;
}

/**
 * The page of the section whose slug, operation id, tag or schema name an anchor is, as a hint
 * (DocuSign's descriptions link `#envelopeDefinition`, a schema's name, an anchor of their site).
 */
function pageHint(id: string, model: ReferenceModel): string | undefined {
  const bare = id.replace(/^\/+|\/+$/g, '').toLowerCase();
  const page =
    [...model.operations, ...model.webhooks].find((o) => o.slug === bare || o.entry.id.toLowerCase() === bare) ??
    model.tags.find((t) => t.slug === bare || t.name.toLowerCase() === bare) ??
    [...model.schemas].find(([name, s]) => s.slug === bare || name.toLowerCase() === bare)?.[1];
  return page ? `did you mean the page "${page.href}"?` : undefined;
}
