import type { Md } from '../mdast.js';
import type { LoadedApi, OaObject } from '../model.js';
import type { ReferenceModel } from '../reference/model.js';
import { rewriteDocLinks } from './doc-links.js';
import { renderOperation } from './operation.js';
import { renderOverview, schemeAnchor } from './overview.js';
import { renderSchemaIndex } from './schema-index.js';
import { renderSchemaPage } from './schema-page.js';
import { type ReferencePageOptions, schemaLinksOf } from './reference-parts.js';
import { renderTagPage } from './tag-page.js';

export { type ReferencePageOptions, schemaLinksOf } from './reference-parts.js';

/**
 * The content of a generated page (`::openapi-page{ref page key}`): the overview, a tag, an
 * operation or webhook, or a schema; undefined when the document has no such page (any more).
 */
export function renderReferencePage(
  api: LoadedApi,
  model: ReferenceModel,
  page: string,
  key: string,
  o: ReferencePageOptions,
): Md[] | undefined {
  const nodes = pageContent(api, model, page, key, o);
  return nodes && rewriteDocLinks(nodes, model, api.file, api.doc);
}

function pageContent(
  api: LoadedApi,
  model: ReferenceModel,
  page: string,
  key: string,
  o: ReferencePageOptions,
): Md[] | undefined {
  switch (page) {
    case 'overview':
      return renderOverview(api, model, o);
    case 'tag': {
      const tag = model.tags.find((t) => t.slug === key);
      return tag && renderTagPage(api, model, tag, o);
    }
    case 'operation':
    case 'webhook': {
      const op = (page === 'webhook' ? model.webhooks : model.operations).find((t) => t.slug === key);
      return (
        op &&
        renderOperation(api, op.entry, {
          L: o.L,
          level: 2,
          samples: {
            serverUrl: o.server,
            keyEnv: o.keyEnv,
            ...(o.serverOption !== undefined ? { server: o.serverOption } : {}),
          },
          responseCodesExtension: o.responseCodesExtension,
          schemaLinks: schemaLinksOf(model, undefined, true),
          hideSummary: true,
          compactExamples: true,
          schemeHref: (name) =>
            (api.doc.components?.securitySchemes as OaObject | undefined)?.[name] !== undefined
              ? `${model.overview.href}#${schemeAnchor(name)}`
              : undefined,
        })
      );
    }
    case 'schema': {
      const schema = [...model.schemas.values()].find((s) => s.slug === key);
      return schema && renderSchemaPage(api, model, schema, o);
    }
    case 'schemas':
      return model.schemaIndex && renderSchemaIndex(api, model, o);
    default:
      return undefined;
  }
}
