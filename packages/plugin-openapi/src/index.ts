import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import {
  cacheOff,
  type Diagnostic,
  DocgenError,
  type DocgenPlugin,
  type PluginCache,
  sortDiagnostics,
} from '@docgen/config';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import type { LoadedApi } from './model.js';
import type { StoredDocument } from './stored-document.js';
import type { ValidateLevel } from './problems.js';
import { documentFiles } from './ref-files.js';
import { withoutInternalParts } from './internal-parts.js';
import { type PartKeys, partKeys } from './page-parts.js';
import type { RemarkOpenApiOptions } from './remark.js';
import { rehypeDocAnchors } from './anchors.js';
import { usesDirectives } from './directives.js';
import { checkSection, discoverReference } from './reference/discover.js';
import { type ReferenceOptions, resolveReference } from './reference/options.js';

// The document's parser and validators (yaml, ajv and the OpenAPI schemas) and the
// renderers are imported by the hooks that use them, not with the config: `docgen build` evaluates
// the config to tell whether anything changed, and a site with nothing changed never needs them.

/** The plugin's options: the document, the collection, and the rendering options of `remarkOpenApi`. */
export interface OpenApiPluginOptions extends Omit<RemarkOpenApiOptions, 'api' | 'reference'> {
  /**
   * The OpenAPI 3.x document (YAML or JSON), relative to the site folder. It may `$ref` other
   * files of the site folder (relative paths, `#/pointer` fragments, YAML or JSON).
   */
  spec: string;
  /**
   * How the document and its examples are checked: `'error'` fails the build on any fault (for
   * a document the site owns); `'warn'` (the default) reports each fault as a warning (an error
   * with `--strict`) and builds the pages from the document as written; `'off'` checks nothing
   * beyond what rendering needs. A document that cannot be parsed is an error at every level.
   */
  validate?: ValidateLevel;
  /** Generate a Postman collection (v2.1) into the output. */
  postman?: boolean | { file?: string; name?: string };
  /**
   * Publish the document itself: its bytes, as they are in the site folder, are written to this
   * path of the output (`'openapi/lintas.yaml'` → `/openapi/lintas.yaml`), so that pages can link
   * to it (the build's link check sees the file) and readers can download it. A document split
   * over several files is published bundled into this one file (JSON if the path ends in `.json`).
   */
  publish?: string;
  /**
   * Generate a reference section from the document: an overview, a page per tag, operation,
   * webhook and shared schema, and a sidebar category, in each locale (see `ReferenceOptions`).
   */
  reference?: boolean | ReferenceOptions;
}

/**
 * The OpenAPI plugin: loads and validates the document and every example in the discover stage
 * (at the `validate` level: a fault fails the build, or is a warning), renders `::openapi{operation=…}`,
 * `::openapi-errors{resource=…}` and `::openapi-statuses` in pages, writes a Postman collection and,
 * with `publish`, the document itself.
 *
 * A document that an earlier build validated (same bytes of every file, options and plugin code:
 * the plugin's cache key, kept in the build cache with the warnings found) is not validated
 * again, nor loaded until a page with one of the directives is rendered; its warnings are
 * reported again; its Postman collection comes from the cache too. A rebuild after an
 * edit elsewhere never loads the document.
 */
export function openapi(options: OpenApiPluginOptions): DocgenPlugin {
  const state: {
    api?: LoadedApi;
    load?: () => Promise<LoadedApi>;
    key?: string;
    docsBase?: string;
    /** The keys of the document's parts now (see `page-parts.ts`): what pages that read them are checked against. */
    parts?: PartKeys;
    /** The same, made on this thread from the loaded document for the pages made here. */
    made?: { api: LoadedApi; keys: PartKeys };
  } = {};
  /** A part's key now, from the loaded document (a page that reads it is being made). */
  const partKey = (part: string): string => {
    const api = state.api;
    if (!api || !state.key) return '';
    // The main thread made them at discover, for the same document and key.
    if (state.parts) return state.parts[part] ?? '';
    if (state.made?.api !== api) state.made = { api, keys: partKeys(api, state.key) };
    return state.made.keys[part] ?? '';
  };
  const reference = resolveReference(options.reference, options.spec);
  const remarkOptions: RemarkOpenApiOptions = {
    api: () => state.api,
    ...(typeof reference === 'object'
      ? {
          reference: {
            options: reference,
            docsBase: () => state.docsBase ?? '/docs',
            ...(options.publish ? { publish: options.publish } : {}),
          },
        }
      : {}),
    ...(options.keyEnv ? { keyEnv: options.keyEnv } : {}),
    ...(options.server !== undefined ? { server: options.server } : {}),
    ...(options.errorCodesExtension ? { errorCodesExtension: options.errorCodesExtension } : {}),
    ...(options.statusesExtension ? { statusesExtension: options.statusesExtension } : {}),
    ...(options.responseCodesExtension ? { responseCodesExtension: options.responseCodesExtension } : {}),
    ...(options.labels ? { labels: options.labels } : {}),
    partKey,
  };
  let specFile: string | undefined;
  const plugin = {
    name: 'openapi',
    /** The document (every file of it), the options and this plugin's own code: a change to any re-renders the pages. */
    cacheKey(site): string {
      const hash = createHash('sha256').update(baseKey());
      const file = specFile ?? path.resolve(site.siteDir, options.spec);
      const inside = !path.relative(site.siteDir, file).startsWith('..');
      for (const part of documentFiles(file, inside ? site.siteDir : path.dirname(file)))
        hash
          .update(path.relative(site.siteDir, part.abs))
          .update('\0')
          .update(part.bytes ?? 'missing');
      return hash.digest('hex');
    },
    /**
     * Every page depends on the plugin's code and options; a page with a directive, on the parts of
     * the document it shows: an edit of one operation makes again the pages that show it.
     */
    pageReads: {
      base: () => baseKey(),
      holds: (part: string, key: string) => key !== '' && state.parts?.[part] === key,
    },
    async discover(site, ctx, tools) {
      if (typeof reference === 'string') throw invalidOption(reference, ctx.configFile, ctx.siteDir);
      specFile = path.resolve(ctx.siteDir, options.spec);
      if (typeof reference === 'object') checkSection(ctx, reference.docsPluginId);
      const docsPluginId = typeof reference === 'object' ? reference.docsPluginId : undefined;
      // Where the section's pages go: below the current docs version's route (`/docs/next`).
      state.docsBase = tools.pagesBase(docsPluginId);
      state.api = undefined;
      state.load = undefined;
      state.key = plugin.cacheKey({ siteDir: ctx.siteDir });
      const level = options.validate ?? 'warn';
      const cache = cacheOff('openapi-validated') ? undefined : tools.cache;
      const load = async (validate: ValidateLevel) =>
        (await import('./load.js')).loadOpenApi(options.spec, {
          siteDir: ctx.siteDir,
          validate,
          collect: true,
          ...(ctx.configFile ? { configFile: ctx.configFile } : {}),
        });
      // One entry per kind, holding the key it is for: the store does not grow with each edit of the document.
      const kept = cache?.get<{ key: string; diagnostics: Diagnostic[] }>('validated');
      if (!isMainThread || (kept && typeof kept === 'object' && kept.key === state.key)) {
        // Checked by an earlier build, or by the main thread of this one (a worker's findings
        // are not reported, and its store is empty with --no-cache): the warnings stand; the
        // document loads, unchecked, when a page needs it.
        if (kept && isMainThread) site.warnings.push(...kept.diagnostics);
        let loading: Promise<LoadedApi> | undefined;
        state.load = () => (loading ??= loadKept(cache, ctx.siteDir, state.key!, () => load('off')));
      } else {
        const [api, { validateExamples }] = await Promise.all([load(level), import('./examples.js')]);
        // Every problem of the document and of its examples, in one report.
        const diagnostics = sortDiagnostics([
          ...(api.diagnostics ?? []),
          ...validateExamples(api, { validate: level }),
        ]);
        if (diagnostics.some((d) => d.severity === 'error')) throw new DocgenError(diagnostics);
        site.warnings.push(...diagnostics);
        state.api = shown(api);
        cache?.set('validated', { key: state.key, diagnostics });
        if (cache) cache.set('document', (await import('./stored-document.js')).storedDocument(state.key, api));
      }
      if (isMainThread) state.parts = await documentParts(cache, state.key, ensureApi);
      // The reference section's pages and sidebar category, and the warnings on what the samples call.
      await discoverReference({
        site,
        ctx,
        tools: { ...tools, cache: scoped(tools.cache, options.spec) },
        key: state.key,
        specFile,
        reference: typeof reference === 'object' ? reference : undefined,
        server: options.server,
        ...(options.labels ? { labels: options.labels } : {}),
        api: ensureApi,
      });
    },
    markdown: {
      remarkPlugins: [
        // A function of this instance's own: unified merges the options of an attacher used twice,
        // so two openapi() of one site sharing one function would render one document's pages only.
        [
          (o: OnDemandOptions) => remarkOpenApiOnDemand(o),
          { ...remarkOptions, ready: () => ensureApi() } satisfies OnDemandOptions,
        ],
      ],
      // Links of the document's descriptions (a directive's as much as a reference page's).
      rehypePlugins: [
        [(o: { api: () => LoadedApi | undefined }) => rehypeDocAnchors(o), { api: () => state.api }] as const,
      ],
    },
    async write({ ctx, emitFile, cache }) {
      if (options.publish) {
        // The document the pages were built from, whole: bundled when it is split over files.
        const out = options.publish.replace(/^\/+/, '');
        const { publishedDocument } = await import('./publish.js');
        const file = specFile ?? path.resolve(ctx.siteDir, options.spec);
        await emitFile(out, await publishedDocument(file, ctx.siteDir, out, ensureApi));
      }
      if (!options.postman) return;
      const settings = typeof options.postman === 'object' ? options.postman : {};
      const kept = cache?.get<{ key: string; file: string; json: string }>('postman');
      let stored = state.key && kept?.key === state.key ? kept : undefined;
      if (!stored) {
        const api = await ensureApi();
        if (!api) return;
        const [{ postmanCollection }, { pickServer }] = await Promise.all([
          import('./postman.js'),
          import('./remark.js'),
        ]);
        const file = (settings.file ?? `${slug(String(api.doc.info?.title ?? 'api'))}.postman_collection.json`).replace(
          /^\/+/,
          '',
        );
        const collection = postmanCollection(api, {
          baseUrl: pickServer(api, options.server),
          ...(options.server !== undefined ? { server: options.server } : {}),
          ...(settings.name ? { name: settings.name } : {}),
        });
        stored = { key: state.key ?? '', file, json: `${JSON.stringify(collection, null, 2)}\n` };
        if (state.key) cache?.set('postman', stored);
      }
      await emitFile(stored.file, stored.json);
    },
  } satisfies DocgenPlugin & { cacheKey(site: { siteDir: string }): string };
  /** The code and options: what every page's result depends on. */
  function baseKey(): string {
    return createHash('sha256').update(codeHash()).update(JSON.stringify(options)).digest('hex');
  }
  /** The document: validated by the discover stage, or loaded now (validated by an earlier build). */
  async function ensureApi(): Promise<LoadedApi | undefined> {
    if (!state.api && state.load) state.api = shown(await state.load());
    return state.api;
  }
  /** The document as the pages show it: without the parts marked internal, unless the reference section shows them. */
  function shown(api: LoadedApi): LoadedApi {
    return typeof reference === 'object' && reference.internal ? api : withoutInternalParts(api);
  }
  return plugin;
}

/**
 * The document an earlier build (or this build's main thread) loaded, read back from the store
 * when its key is the same; else loaded, unchecked, and stored (by the main thread: a worker's
 * store keeps nothing).
 */
async function loadKept(
  cache: PluginCache | undefined,
  siteDir: string,
  key: string,
  load: () => Promise<LoadedApi>,
): Promise<LoadedApi> {
  const stored = cache?.get<StoredDocument>('document');
  const kept = await import('./stored-document.js');
  if (stored && typeof stored === 'object' && stored.key === key) return kept.fromStored(stored, siteDir);
  const api = await load();
  cache?.set('document', kept.storedDocument(key, api));
  return api;
}

/**
 * The keys of the document's parts: made from the document when this build loaded it (an edit),
 * else kept in the store with the document's key (a build where it did not change never loads it).
 */
async function documentParts(
  cache: PluginCache | undefined,
  key: string,
  api: () => Promise<LoadedApi | undefined>,
): Promise<PartKeys | undefined> {
  const kept = cache?.get<{ key: string; parts: PartKeys }>('parts');
  if (kept && typeof kept === 'object' && kept.key === key) return kept.parts;
  const loaded = await api();
  if (!loaded) return undefined;
  const parts = partKeys(loaded, key);
  cache?.set('parts', { key, parts });
  return parts;
}

interface OnDemandOptions extends RemarkOpenApiOptions {
  /** Loads the document if the discover stage left it for later. */
  ready(): Promise<unknown>;
}

/** `remarkOpenApi`, its renderers and the document loaded by the first page that uses a directive. */
function remarkOpenApiOnDemand(options: OnDemandOptions) {
  let transform: Promise<(tree: Root, file: VFile) => void> | undefined;
  return async (tree: Root, file: VFile): Promise<void> => {
    if (!usesDirectives(tree)) return;
    transform ??= import('./remark.js').then(({ remarkOpenApi }) => remarkOpenApi(options));
    const [run] = await Promise.all([transform, options.ready()]);
    run(tree, file);
  };
}

let ownCode: string | undefined;
/** Hash of this package's compiled code (the folder of this module). */
function codeHash(): string {
  if (ownCode) return ownCode;
  const hash = createHash('sha256');
  try {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    const walk = (d: string) => {
      for (const entry of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        const full = path.join(d, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(js|ts)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
          hash.update(entry.name).update(fs.readFileSync(full));
      }
    };
    walk(dir);
  } catch {
    hash.update('unknown');
  }
  ownCode = hash.digest('hex');
  return ownCode;
}

/** The plugin's store seen by one document: two `openapi()` of a site (two documents) keep apart. */
function scoped(cache: PluginCache, spec: string): PluginCache {
  return {
    get: (key) => cache.get(`${spec}\0${key}`),
    set: (key, value) => cache.set(`${spec}\0${key}`, value),
  };
}

function invalidOption(message: string, configFile: string | undefined, siteDir: string): DocgenError {
  return new DocgenError([
    {
      name: 'InvalidConfigValue',
      severity: 'error',
      message: `openapi plugin: ${message}`,
      ...(configFile ? { file: path.relative(siteDir, configFile).split(path.sep).join('/') } : {}),
      why: 'The reference section is generated below the docs root, in the folder `reference.path` names.',
      fix: 'give `reference.path` as a folder, like "api" or "reference/vendor".',
    },
  ]);
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'api'
  );
}

// The building blocks (loading, validation, rendering, Postman) are in `@docgen/plugin-openapi/lib`.
export type { LoadedApi, OperationEntry } from './model.js';
export type { RemarkOpenApiOptions } from './remark.js';
export type { ReferenceOptions } from './reference/options.js';
export default openapi;
