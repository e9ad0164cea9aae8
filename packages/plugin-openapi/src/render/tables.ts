import type { PhrasingContent } from 'mdast';
import type { Labels } from '../i18n.js';
import { h } from '@docgen/markdown/unified';
import { el, hast, markdownInline, table, text, type Md } from '../mdast.js';
import type { OaObject } from '../model.js';

export interface ErrorCodeEntry {
  code: string;
  status: number | string;
  resource?: string;
  description?: string;
  fix?: string;
}

export interface TrackingStatusEntry {
  status: string;
  description?: string;
  next?: string[];
  final?: boolean;
}

/** The error codes of the document (its `x-…-error-codes` extension). */
export function errorCodes(doc: OaObject, extension: string): ErrorCodeEntry[] | undefined {
  const list = doc[extension];
  return Array.isArray(list)
    ? (list.filter((e) => e && typeof e === 'object' && typeof e.code === 'string') as ErrorCodeEntry[])
    : undefined;
}

export function trackingStatuses(doc: OaObject, extension: string): TrackingStatusEntry[] | undefined {
  const list = doc[extension];
  return Array.isArray(list)
    ? (list.filter((e) => e && typeof e === 'object' && typeof e.status === 'string') as TrackingStatusEntry[])
    : undefined;
}

function codes(values: string[], none: string): PhrasingContent[] {
  if (values.length === 0) return [text(none)];
  return values.flatMap((v, i): PhrasingContent[] => [
    ...(i > 0 ? [text(', ')] : []),
    { type: 'inlineCode', value: v },
  ]);
}

/** Code, HTTP status, meaning, fix: one row per error code (the resource as a badge when several are shown). */
export function errorTable(entries: ErrorCodeEntry[], L: Labels, showResource: boolean): Md {
  const header = [L('code'), L('httpStatus'), L('meaning'), L('fix')];
  const rows = entries.map((e) => [
    [
      { type: 'inlineCode', value: e.code } as PhrasingContent,
      ...(showResource && e.resource
        ? [
            text(' '),
            hast(
              h('span', { className: ['dg-api-badge', 'dg-api-badge--resource'], title: L('resource') }, e.resource),
            ) as unknown as PhrasingContent,
          ]
        : []),
    ],
    [text(String(e.status))],
    markdownInline(e.description),
    markdownInline(e.fix),
  ]);
  return el('div', { className: ['dg-api-errors'] }, [table(header, rows)]);
}

/** Status, meaning, next statuses, final: one row per status. */
export function statusTable(entries: TrackingStatusEntry[], L: Labels): Md {
  const rows = entries.map((e) => [
    [{ type: 'inlineCode', value: e.status } as PhrasingContent],
    markdownInline(e.description),
    codes(e.next ?? [], '—'),
    [text(e.final ? L('yes') : L('no'))],
  ]);
  return el('div', { className: ['dg-api-statuses'] }, [
    table([L('status'), L('meaning'), L('next'), L('final')], rows),
  ]);
}
