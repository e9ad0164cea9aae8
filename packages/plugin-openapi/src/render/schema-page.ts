import { el, heading, paragraph, text, type Md } from '../mdast.js';
import type { LoadedApi, OaObject } from '../model.js';
import { toPointer } from '../pointer.js';
import { type ReferenceModel, type RefSchema, type SchemaUsage, schemaUsage } from '../reference/model.js';
import { sampleFromSchema } from '../sample.js';
import { badgeLine } from './badges.js';
import { codeBlock, externalDocs } from './blocks.js';
import { operationList, schemaList, type ReferencePageOptions, schemaLinksOf } from './reference-parts.js';
import { schemaTree } from './schema.js';

/** An example made from a schema is shown up to this size: beyond, it would outweigh the page it illustrates. */
const MAX_EXAMPLE = 12_000;

function componentOf(api: LoadedApi, name: string): OaObject | undefined {
  const schemas = (api.doc.components as OaObject | undefined)?.schemas as Record<string, OaObject> | undefined;
  return schemas?.[name];
}

const usages = new WeakMap<ReferenceModel, SchemaUsage>();

/**
 * A schema component's page: its tree (the components it uses shown once, then linked), an
 * example made from it, and what uses it: operations and other schemas, each linked.
 */
export function renderSchemaPage(
  api: LoadedApi,
  model: ReferenceModel,
  schema: RefSchema,
  o: ReferencePageOptions,
): Md[] {
  const { L } = o;
  const node = { $ref: `#${toPointer(['components', 'schemas', schema.name])}` };
  const out: Md[] = [
    ...badgeLine(componentOf(api, schema.name), L),
    schemaTree({ doc: api.doc, L, mode: 'neutral', link: schemaLinksOf(model, schema.name, true) }, node),
    // The tree shows the schema's description; its further reading is the page's too.
    ...externalDocs(componentOf(api, schema.name)?.externalDocs, L),
  ];
  // The schema's own example, as the tree above shows it: read-only and write-only properties too.
  const sample = sampleFromSchema(api.doc, node, 0, new Set(), false, 'any');
  const json = sample === undefined ? '' : JSON.stringify(sample, null, 2);
  if (json && json !== '{}' && json.length <= MAX_EXAMPLE) {
    out.push(heading(2, 'schema-example', L('example')));
    out.push(codeBlock('json', json));
  }
  let usage = usages.get(model);
  if (!usage) usages.set(model, (usage = schemaUsage(api.doc, model)));
  const operations = usage.operations.get(schema.name) ?? [];
  const schemas = (usage.schemas.get(schema.name) ?? []).flatMap((name) => model.schemas.get(name) ?? []);
  out.push(heading(2, 'schema-used-by', L('usedBy')));
  if (operations.length === 0 && schemas.length === 0) out.push(paragraph([text(L('notUsed'))], 'dg-api-note'));
  if (operations.length > 0) {
    out.push(heading(3, 'schema-used-by-operations', L('usedByOperations')));
    out.push(operationList(operations, L));
  }
  if (schemas.length > 0) {
    out.push(heading(3, 'schema-used-by-schemas', L('usedBySchemas')));
    out.push(schemaList(schemas));
  }
  return [el('div', { className: ['dg-api-schema-page'] }, out)];
}
