import { el, heading, markdownBlocks, paragraph, text, type Md } from '../mdast.js';
import type { LoadedApi, OaObject } from '../model.js';
import type { ReferenceModel, RefSchema, RefTag } from '../reference/model.js';
import { badgeLine } from './badges.js';
import { externalDocs } from './blocks.js';
import { operationList, schemaList, type ReferencePageOptions } from './reference-parts.js';

/**
 * The schemas a tag holds by Redoc's `x-tags` on a schema component (`x-tags: [Application]`,
 * Okta's way: Redoc lists them in the tag's section), in the document's order, when they have pages.
 */
function taggedSchemas(api: LoadedApi, model: ReferenceModel, tag: string): RefSchema[] {
  const schemas = ((api.doc.components as OaObject | undefined)?.schemas ?? {}) as Record<string, OaObject>;
  return Object.entries(schemas).flatMap(([name, schema]) => {
    const tags = schema && typeof schema === 'object' ? schema['x-tags'] : undefined;
    const page = model.schemas.get(name);
    return page && Array.isArray(tags) && tags.includes(tag) ? [page] : [];
  });
}

/** A tag's page: its description (often the vendor's introduction to that part of the API), its operations, webhooks and schemas. */
export function renderTagPage(api: LoadedApi, model: ReferenceModel, tag: RefTag, o: ReferencePageOptions): Md[] {
  const { L } = o;
  const out: Md[] = [...badgeLine(tag.tag, L), ...markdownBlocks(tag.tag.description as string | undefined, 2)];
  out.push(...externalDocs(tag.tag.externalDocs, L));
  // OpenAPI 3.2's sub-tags (`parent` names this one): their pages, as the sidebar nests them.
  if (tag.children.length > 0) {
    out.push(heading(2, 'tag-sections', L('sections')));
    out.push(
      el(
        'ul',
        { className: ['dg-api-tags'] },
        tag.children.map((child) =>
          el('li', { className: ['dg-api-tags__item'] }, [
            paragraph([{ type: 'link', url: child.href, children: [text(child.title)] }], 'dg-api-tags__title'),
          ]),
        ),
      ),
    );
  }
  if (tag.operations.length > 0) {
    out.push(heading(2, `tag-operations`, L('operations')));
    out.push(operationList(tag.operations, L));
  }
  // Webhooks are a section of their own in the sidebar; a tag they name lists them too, else a tag
  // of webhooks alone (Adyen's `General`) is an empty page.
  const webhooks = model.webhooks.filter((hook) => hook.tags.includes(tag.name));
  if (webhooks.length > 0) {
    out.push(heading(2, 'tag-webhooks', L('webhooks')));
    out.push(operationList(webhooks, L));
  }
  const schemas = taggedSchemas(api, model, tag.name);
  if (schemas.length > 0) {
    out.push(heading(2, `tag-schemas`, L('schemas')));
    out.push(schemaList(schemas));
  }
  return [el('div', { className: ['dg-api-tag'] }, out)];
}
