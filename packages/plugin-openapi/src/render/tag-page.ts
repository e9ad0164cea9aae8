import { el, heading, markdownBlocks, type Md } from '../mdast.js';
import type { LoadedApi } from '../model.js';
import type { ReferenceModel, RefTag } from '../reference/model.js';
import { badgeLine } from './badges.js';
import { externalDocs } from './blocks.js';
import { operationList, type ReferencePageOptions } from './reference-parts.js';

/** A tag's page: its description (often the vendor's introduction to that part of the API) and its operations. */
export function renderTagPage(_api: LoadedApi, _model: ReferenceModel, tag: RefTag, o: ReferencePageOptions): Md[] {
  const { L } = o;
  const out: Md[] = [...badgeLine(tag.tag, L), ...markdownBlocks(tag.tag.description as string | undefined, 2)];
  out.push(...externalDocs(tag.tag.externalDocs, L));
  if (tag.operations.length > 0) {
    out.push(heading(2, `tag-operations`, L('operations')));
    out.push(operationList(tag.operations, L));
  }
  return [el('div', { className: ['dg-api-tag'] }, out)];
}
