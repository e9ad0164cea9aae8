import { h } from '@docgen/markdown/unified';
import type { Labels } from '../i18n.js';
import { hast, type Md } from '../mdast.js';
import type { ReferenceModel, RefOperation } from '../reference/model.js';
import { requestPath } from '../model.js';
import { spacedBadges, spacedBadgesBefore } from './badges.js';
import type { SchemaLinks } from './schema.js';

/** What the pages of a reference section are rendered with. */
export interface ReferencePageOptions {
  L: Labels;
  /** Base URL of the samples. */
  server: string;
  /** The plugin's `server` option (see `SampleOptions.server`). */
  serverOption?: number | string;
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
    operationHref: ({ id, operation }) =>
      (id !== undefined
        ? model.byEntryId.get(id)
        : [...model.operations, ...model.webhooks].find((o) => o.entry.operation === operation)
      )?.href,
  };
}

/** A list of operations: method, title (linking to the operation's page), path. */
/** A list of links to schema pages (a tag's schemas, the schemas using one). */
export function schemaList(schemas: readonly { name: string; href: string }[]): Md {
  return hast(
    h(
      'ul',
      { className: ['dg-api-schemalist'] },
      schemas.map((s) => h('li', [h('a', { className: ['dg-api-ref', 'dg-api-ref--link'], href: s.href }, s.name)])),
    ),
  );
}

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
            ...spacedBadgesBefore(op.entry.operation, L),
            h('span', { className: ['dg-api-oplist__title'] }, op.title),
            ' ',
            op.entry.kind === 'webhook'
              ? h('span', { className: ['dg-api-oplist__path'] }, [
                  h('span', { className: ['dg-api-webhook-badge'] }, L('webhook')),
                  ' ',
                  op.entry.path,
                ])
              : h('code', { className: ['dg-api-oplist__path'] }, requestPath(op.entry.path)),
            ...(op.entry.operation.deprecated
              ? [' ', h('span', { className: ['dg-api-badge', 'dg-api-badge--deprecated'] }, L('deprecated'))]
              : []),
            ...spacedBadges(op.entry.operation, L),
          ]),
        ]),
      ),
    ),
  );
}
