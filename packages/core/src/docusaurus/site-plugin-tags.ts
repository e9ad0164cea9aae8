import type { Diagnostic } from '@docgen/diagnostics';
import { ignored, type PluginPlace } from './site-plugin-faults.js';
import type { PluginHeadTag } from './site-plugin-data.js';

const HEAD_TAGS = new Set(['link', 'meta', 'script', 'style']);

/**
 * The head tags of what `injectHtmlTags` returned (`{ headTags, preBodyTags, postBodyTags }`),
 * as the config's `headTags` takes them: `link`, `meta`, `script` and `style` objects. A tag
 * written as an HTML string, another element, and body tags are each said and left out.
 */
export function headTagsOf(
  returned: unknown,
  name: string,
  place: PluginPlace,
): { head: PluginHeadTag[]; faults: Diagnostic[] } {
  const head: PluginHeadTag[] = [];
  const faults: Diagnostic[] = [];
  if (!returned || typeof returned !== 'object') return { head, faults };
  const { headTags, preBodyTags, postBodyTags } = returned as Record<string, unknown>;
  for (const tag of list(headTags)) {
    const t = tag as { tagName?: unknown; attributes?: unknown; innerHTML?: unknown };
    if (typeof tag === 'object' && tag && typeof t.tagName === 'string' && HEAD_TAGS.has(t.tagName)) {
      const attributes: Record<string, string | boolean> = {};
      for (const [k, v] of Object.entries((t.attributes as Record<string, unknown> | undefined) ?? {}))
        if (typeof v === 'string' || typeof v === 'boolean') attributes[k] = v;
        else if (typeof v === 'number') attributes[k] = String(v);
      head.push({
        tagName: t.tagName as PluginHeadTag['tagName'],
        attributes,
        ...(typeof t.innerHTML === 'string' ? { innerHTML: t.innerHTML } : {}),
      });
    } else
      faults.push(
        ignored(
          name,
          'injectHtmlTags',
          {
            why: `docgen writes the head tags of injectHtmlTags that are \`link\`, \`meta\`, \`script\` or \`style\` objects; this one (${describe(tag)}) is left out`,
            fix: 'give it as a `{ tagName, attributes, innerHTML }` object of one of those elements, or put it in the `headTags` of docgen.config.ts',
          },
          place,
          'a head tag',
        ),
      );
  }
  for (const [key, tags] of [
    ['preBodyTags', preBodyTags],
    ['postBodyTags', postBodyTags],
  ] as const)
    if (list(tags).length > 0)
      faults.push(
        ignored(
          name,
          'injectHtmlTags',
          {
            why: "docgen's theme writes the body of every page itself; the tags a plugin puts in the body are left out",
            fix: 'move them to headTags (a script with `defer`), or into a client module (`clientModules` of docgen.config.ts)',
          },
          place,
          key,
        ),
      );
  return { head, faults };
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
}

function describe(tag: unknown): string {
  if (typeof tag === 'string') return `an HTML string, "${tag.length > 40 ? `${tag.slice(0, 40)}…` : tag}"`;
  const name = (tag as { tagName?: unknown } | null)?.tagName;
  return typeof name === 'string' ? `a \`${name}\` element` : 'not a tag object';
}
