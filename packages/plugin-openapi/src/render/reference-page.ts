import { h } from '@docgen/markdown/unified';
import type { Labels } from '../i18n.js';
import { hast, type Md } from '../mdast.js';
import type { LoadedApi } from '../model.js';
import type { ReferenceModel, RefOperation } from '../reference/model.js';
import { rewriteDocLinks } from './doc-links.js';
import { renderOperation } from './operation.js';
import { renderOverview } from './overview.js';
import { renderSchemaPage } from './schema-page.js';
import type { SchemaLinks } from './schema.js';
import { renderTagPage } from './tag-page.js';

export interface ReferencePageOptions {
  L: Labels;
  /** Base URL of the samples. */
  server: string;
  keyEnv: string;
  responseCodesExtension: string;
  /** Output path of the published document (`publish` option), linked from the overview. */
  publish?: string;
}

/** Properties a generated page shows at most (see `SchemaLinks.budget`). */
const PAGE_PROPERTIES = 600;

/** Links to the schema pages of a reference section, for one page. */
export function schemaLinksOf(model: ReferenceModel, self?: string, budget = false): SchemaLinks {
  return {
    href: (name) => model.schemas.get(name)?.href,
    shown: new Set(),
    ...(self ? { self } : {}),
    ...(budget ? { budget: { left: PAGE_PROPERTIES } } : {}),
  };
}

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
  return nodes && rewriteDocLinks(nodes, model);
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
          samples: { serverUrl: o.server, keyEnv: o.keyEnv },
          responseCodesExtension: o.responseCodesExtension,
          schemaLinks: schemaLinksOf(model, undefined, true),
          hideSummary: true,
          compactExamples: true,
        })
      );
    }
    case 'schema': {
      const schema = [...model.schemas.values()].find((s) => s.slug === key);
      return schema && renderSchemaPage(api, model, schema, o);
    }
    default:
      return undefined;
  }
}

/** A list of operations: method, title (linking to the operation's page), path. */
export function operationList(ops: RefOperation[], L: Labels): Md {
  return hast(
    h(
      'ul',
      { className: ['dg-api-oplist'] },
      ops.map((op) =>
        h('li', { className: ['dg-api-oplist__item'] }, [
          h('a', { className: ['dg-api-oplist__link'], href: op.href }, [
            h(
              'span',
              { className: ['dg-api-method', `dg-api-method--${op.entry.method}`] },
              op.entry.method.toUpperCase(),
            ),
            ' ',
            h('span', { className: ['dg-api-oplist__title'] }, op.title),
            ' ',
            op.entry.kind === 'webhook'
              ? h('span', { className: ['dg-api-oplist__path'] }, [
                  h('span', { className: ['dg-api-webhook-badge'] }, L('webhook')),
                  ' ',
                  op.entry.path,
                ])
              : h('code', { className: ['dg-api-oplist__path'] }, op.entry.path),
            ...(op.entry.operation.deprecated
              ? [' ', h('span', { className: ['dg-api-badge', 'dg-api-badge--deprecated'] }, L('deprecated'))]
              : []),
          ]),
        ]),
      ),
    ),
  );
}
