import { didYouMean, type Diagnostic } from '@docgen/config';
import type { Parent, Root } from 'mdast';
import type { LeafDirective } from 'mdast-util-directive';
import { SKIP, visit } from '@docgen/markdown/unified';
import type { VFile } from 'vfile';
import { directiveIssues } from './directive-attrs.js';
import { opPart, REST, WHOLE } from './page-parts.js';
import { labelsFor, type LabelKey } from './i18n.js';
import type { Md } from './mdast.js';
import type { LoadedApi } from './model.js';
import { renderOperation } from './render/operation.js';
import { serverUrl } from './servers.js';
import { errorCodes, errorTable, statusTable, trackingStatuses } from './render/tables.js';
import { modelOf } from './reference/discover.js';
import type { ResolvedReference } from './reference/options.js';
import { PAGE_DIRECTIVE } from './reference/pages.js';
import { rewriteDocLinks } from './render/doc-links.js';
import { renderReferencePage, schemaLinksOf } from './render/reference-page.js';

export interface RemarkOpenApiOptions {
  /** The loaded document, or a getter (the plugin loads it in its discover hook). */
  api: LoadedApi | (() => LoadedApi | undefined);
  /** Environment variable the code samples read the API key from. Default `API_KEY`. */
  keyEnv?: string;
  /** Server the code samples call: an index in `servers` or a URL. Default: the first server. */
  server?: number | string;
  /** Extension holding the error codes (`::openapi-errors`). Default `x-lintas-error-codes`. */
  errorCodesExtension?: string;
  /** Extension holding the tracking statuses (`::openapi-statuses`). Default `x-lintas-tracking-statuses`. */
  statusesExtension?: string;
  /** Extension of a response listing its error codes. Default `x-lintas-codes`. */
  responseCodesExtension?: string;
  /** Overrides of the UI labels, per locale. */
  labels?: Partial<Record<string, Partial<Record<LabelKey, string>>>>;
  /** The reference section generated from the document: its pages' directives, and links to its schema pages. */
  reference?: { options: ResolvedReference; docsBase: () => string; publish?: string };
  /** The key of a part of the document a page reads (see `page-parts.ts`), recorded in the page's context. */
  partKey?: (part: string) => string;
}

/** The part of docgen's per-file context (`file.data.docgen`) this plugin uses. */
interface FileContext {
  locale: string;
  relFile: string;
  lineOffset: number;
  diagnostics: Diagnostic[];
  reads?: { plugin: string; part: string; key: string }[];
}

export { DIRECTIVES } from './directives.js';
import { DIRECTIVES } from './directives.js';
const RESOURCE_ALL = 'all';

/**
 * The remark side of the plugin: replaces `::openapi{operation=…}`, `::openapi-errors{resource=…}`
 * and `::openapi-statuses` with the generated reference (mdast: headings, tables, tabs, code,
 * and elements for the schema trees). It runs before docgen's own directive handling.
 */
export function remarkOpenApi(options: RemarkOpenApiOptions) {
  return (tree: Root, file: VFile) => {
    const data = file.data as { docgen?: FileContext };
    const ctx: FileContext = data.docgen ?? {
      locale: 'en',
      relFile: file.path ?? 'input.md',
      lineOffset: 0,
      diagnostics: [],
    };
    const L = labelsFor(ctx.locale, options.labels);
    const read = (part: string) => {
      if (options.partKey && ctx.reads) ctx.reads.push({ plugin: 'openapi', part, key: options.partKey(part) });
    };
    visit(tree, 'leafDirective', (node: LeafDirective, index, parent) => {
      if (!(DIRECTIVES as readonly string[]).includes(node.name) || !parent || index === undefined) return;
      const attrs = node.attributes ?? {};
      const place = {
        file: ctx.relFile,
        line: (node.position?.start.line ?? 1) + ctx.lineOffset,
        column: node.position?.start.column ?? 1,
      };
      const replace = (nodes: Md[]) => {
        (parent as Parent).children.splice(index, 1, ...(nodes as Parent['children']));
        return [SKIP, index + nodes.length] as [typeof SKIP, number];
      };
      const reference = options.reference;
      // Another `openapi()` of the site (another document) renders its own pages.
      if (
        node.name === PAGE_DIRECTIVE &&
        (!reference || decodeURIComponent(String(attrs.ref)) !== reference.options.id)
      )
        return;
      for (const issue of directiveIssues(node.name, attrs))
        ctx.diagnostics.push({ name: 'OpenApiInvalidDirective', severity: 'error', ...place, ...issue });
      const api = typeof options.api === 'function' ? options.api() : options.api;
      if (!api) {
        ctx.diagnostics.push({
          name: 'OpenApiInvalidDocument',
          severity: 'error',
          ...place,
          message: `::${node.name} is used but no OpenAPI document is loaded.`,
          why: 'The openapi plugin loads its document in the discover stage.',
        });
        return replace([]);
      }

      if (node.name === 'openapi') {
        const id = String(attrs.operation ?? attrs.operationId ?? attrs.id ?? '').trim();
        const byId = id ? api.operations.get(id) : undefined;
        const entry = byId ?? (id ? findByMethodPath(api, id) : undefined);
        // Named by its operationId and without a reference section (whose links read all of the
        // document), the page reads that operation; else the whole document.
        read(byId && !reference ? opPart(byId.id) : WHOLE);
        if (!id) return replace([]);
        // Another openapi() of the site, earlier, did not hold it: its report stands only if this one does not either.
        const data = (node.data ??= {}) as { openapiMissed?: Diagnostic; dgReported?: boolean };
        const missed = data.openapiMissed;
        if (!entry) {
          const ids = [...api.operations.keys()];
          const some = `${ids.slice(0, 6).join(', ')}${ids.length > 6 ? ', …' : ''}`;
          if (missed) {
            missed.message = missed.message.replace(/\.$/, ` nor in ${api.file}.`);
            missed.why = `${missed.why} ${api.file} has ${ids.length} (${some}).`;
            missed.fix = (missed.fix?.startsWith('did you mean') ? missed.fix : didYouMean(id, ids)) ?? missed.fix;
          } else {
            data.openapiMissed = {
              name: 'OpenApiUnknownOperation',
              severity: 'error',
              ...place,
              message: `Operation "${id}" is not in ${api.file}.`,
              why: `The document has ${ids.length} operations (${some}).`,
              fix: didYouMean(id, ids) ?? 'use an operationId of the document.',
            };
            ctx.diagnostics.push(data.openapiMissed);
          }
          // Left for the next openapi() of the site; the markdown stage drops it, reported.
          data.dgReported = true;
          return;
        }
        if (missed) ctx.diagnostics.splice(ctx.diagnostics.indexOf(missed), 1);
        const level = Number(attrs.level ?? 3);
        const server = pickServer(api, options.server);
        const model = reference && modelOf(api, reference.options, reference.docsBase());
        const nodes = renderOperation(api, entry, {
          L,
          level: Number.isInteger(level) && level >= 2 && level <= 6 ? level : 3,
          samples: {
            serverUrl: server,
            keyEnv: options.keyEnv ?? 'API_KEY',
            ...(options.server !== undefined ? { server: options.server } : {}),
          },
          responseCodesExtension: options.responseCodesExtension ?? 'x-lintas-codes',
          ...(model ? { schemaLinks: schemaLinksOf(model) } : {}),
        });
        return replace(rewriteDocLinks(nodes, model || undefined, api.file, api.doc));
      }

      if (node.name === PAGE_DIRECTIVE && reference) {
        read(WHOLE);
        const model = modelOf(api, reference.options, reference.docsBase());
        const page = renderReferencePage(api, model, String(attrs.page), String(attrs.key ?? ''), {
          L,
          server: pickServer(api, options.server),
          ...(options.server !== undefined ? { serverOption: options.server } : {}),
          keyEnv: options.keyEnv ?? 'API_KEY',
          responseCodesExtension: options.responseCodesExtension ?? 'x-lintas-codes',
          ...(reference.publish ? { publish: reference.publish } : {}),
        });
        if (!page) {
          ctx.diagnostics.push({
            name: 'OpenApiInvalidDirective',
            severity: 'error',
            ...place,
            message: `::${PAGE_DIRECTIVE}: ${String(attrs.page)} "${String(attrs.key ?? '')}" is not in ${api.file}.`,
            why: 'The page was generated from an earlier version of the document.',
            fix: 'build again.',
          });
          return replace([]);
        }
        return replace(page);
      }

      read(REST);
      if (node.name === 'openapi-errors') {
        const extension = options.errorCodesExtension ?? 'x-lintas-error-codes';
        const entries = errorCodes(api.doc, extension);
        if (!entries) {
          ctx.diagnostics.push({
            name: 'OpenApiInvalidDocument',
            severity: 'error',
            ...place,
            message: `::openapi-errors needs the "${extension}" extension, which ${api.file} does not have.`,
            why: 'The error table is read from a top-level list of { code, status, resource, description, fix }.',
            fix: 'add the extension to the document, or set the errorCodesExtension option.',
          });
          return replace([]);
        }
        const wanted = String(attrs.resource ?? RESOURCE_ALL)
          .split(',')
          .map((r) => r.trim())
          .filter(Boolean);
        const known = [...new Set(entries.map((e) => e.resource).filter((r): r is string => typeof r === 'string'))];
        const unknown = wanted.filter((r) => r !== RESOURCE_ALL && !known.includes(r));
        if (unknown.length > 0) {
          ctx.diagnostics.push({
            name: 'OpenApiInvalidDirective',
            severity: 'error',
            ...place,
            message: `::openapi-errors: resource "${unknown[0]}" has no error codes in ${api.file}.`,
            why: `Resources: ${[...known, RESOURCE_ALL].join(', ')}.`,
            fix:
              didYouMean(unknown[0]!, [...known, RESOURCE_ALL]) ?? `use one of ${[...known, RESOURCE_ALL].join(', ')}.`,
          });
          return replace([]);
        }
        const all = wanted.length === 0 || wanted.includes(RESOURCE_ALL);
        const list = all ? entries : entries.filter((e) => e.resource && wanted.includes(e.resource));
        return replace([errorTable(list, L, all || wanted.length > 1)]);
      }

      // openapi-statuses
      const extension = String(attrs.extension ?? options.statusesExtension ?? 'x-lintas-tracking-statuses');
      const statuses = trackingStatuses(api.doc, extension);
      if (!statuses) {
        ctx.diagnostics.push({
          name: 'OpenApiInvalidDocument',
          severity: 'error',
          ...place,
          message: `::openapi-statuses needs the "${extension}" extension, which ${api.file} does not have.`,
          why: 'The status table is read from a top-level list of { status, description, next, final }.',
        });
        return replace([]);
      }
      return replace([statusTable(statuses, L)]);
    });
  };
}

/** `GET /pets` (an operation without operationId, or named by method and path). */
function findByMethodPath(api: LoadedApi, id: string) {
  const m = /^(\w+)\s+(\S+)$/.exec(id);
  if (!m) return undefined;
  const method = m[1]!.toLowerCase();
  for (const entry of api.operations.values()) if (entry.method === method && entry.path === m[2]) return entry;
  return undefined;
}

/** What samples call when the document gives no absolute server URL (`OpenApiNoServer`). */
export const BASE_URL_PLACEHOLDER = '{BASE_URL}';

/**
 * The base URL of the server the samples (and the Postman collection) use: the `server` option,
 * else the document's first server; `{BASE_URL}` stands for the host the document does not give.
 */
export function pickServer(api: LoadedApi, server: number | string | undefined): string {
  const servers = ((api.doc.servers ?? []) as { url?: string }[]).filter((s) => typeof s?.url === 'string');
  if (typeof server === 'string' && !/^\d+$/.test(server)) return server.replace(/\/$/, '');
  const url = serverUrl(servers[Number(server ?? 0)] ?? servers[0]);
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `${BASE_URL_PLACEHOLDER}${url}`;
}
