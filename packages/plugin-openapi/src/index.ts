import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DocgenError, type DocgenPlugin } from '@docgen/core/config';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import type { LoadedApi } from './model.js';
import type { RemarkOpenApiOptions } from './remark.js';

// The document's parser and validators (swagger-parser, yaml, ajv: half a second to load) and the
// renderers are imported by the hooks that use them, not with the config: `docgen build` evaluates
// the config to tell whether anything changed, and a site with nothing changed never needs them.

/** The plugin's options: the document, the collection, and the rendering options of `remarkOpenApi`. */
export interface OpenApiPluginOptions extends Omit<RemarkOpenApiOptions, 'api'> {
  /** The OpenAPI 3.x document (YAML or JSON), relative to the site folder. */
  spec: string;
  /** Generate a Postman collection (v2.1) into the output. */
  postman?: boolean | { file?: string; name?: string };
}

/**
 * The OpenAPI plugin: loads and validates the document and every example in the discover stage
 * (the build fails on an invalid document or a bad example), renders `::openapi{operation=…}`,
 * `::openapi-errors{resource=…}` and `::openapi-statuses` in pages, and writes a Postman collection.
 */
export function openapi(options: OpenApiPluginOptions): DocgenPlugin {
  const state: { api?: LoadedApi } = {};
  const remarkOptions: RemarkOpenApiOptions = {
    api: () => state.api,
    ...(options.keyEnv ? { keyEnv: options.keyEnv } : {}),
    ...(options.server !== undefined ? { server: options.server } : {}),
    ...(options.errorCodesExtension ? { errorCodesExtension: options.errorCodesExtension } : {}),
    ...(options.statusesExtension ? { statusesExtension: options.statusesExtension } : {}),
    ...(options.responseCodesExtension ? { responseCodesExtension: options.responseCodesExtension } : {}),
    ...(options.labels ? { labels: options.labels } : {}),
  };
  let specFile: string | undefined;
  const plugin = {
    name: 'openapi',
    /** The document, the options and this plugin's own code: a change to any re-renders the pages. */
    cacheKey(site): string {
      const hash = createHash('sha256').update(codeHash()).update(JSON.stringify(options));
      const file = specFile ?? path.resolve(site.siteDir, options.spec);
      try {
        hash.update(fs.readFileSync(file));
      } catch {
        hash.update('missing');
      }
      return hash.digest('hex');
    },
    async discover(_site, ctx) {
      specFile = path.resolve(ctx.siteDir, options.spec);
      const [{ loadOpenApi }, { validateExamples }] = await Promise.all([import('./load.js'), import('./examples.js')]);
      const api = await loadOpenApi(options.spec, { siteDir: ctx.siteDir });
      const problems = validateExamples(api);
      if (problems.length > 0) throw new DocgenError(problems);
      state.api = api;
    },
    markdown: { remarkPlugins: [[remarkOpenApiOnDemand, remarkOptions]] },
    async write({ emitFile }) {
      if (!options.postman || !state.api) return;
      const [{ postmanCollection }, { pickServer }] = await Promise.all([import('./postman.js'), import('./remark.js')]);
      const settings = typeof options.postman === 'object' ? options.postman : {};
      const file = (settings.file ?? `${slug(String(state.api.doc.info?.title ?? 'api'))}.postman_collection.json`).replace(/^\/+/, '');
      const collection = postmanCollection(state.api, { baseUrl: pickServer(state.api, options.server), ...(settings.name ? { name: settings.name } : {}) });
      await emitFile(file, `${JSON.stringify(collection, null, 2)}\n`);
    },
  } satisfies DocgenPlugin & { cacheKey(site: { siteDir: string }): string };
  return plugin;
}

/** `remarkOpenApi`, with its renderers loaded by the first page that is parsed. */
function remarkOpenApiOnDemand(options: RemarkOpenApiOptions) {
  let transform: Promise<(tree: Root, file: VFile) => void> | undefined;
  return async (tree: Root, file: VFile): Promise<void> => {
    transform ??= import('./remark.js').then(({ remarkOpenApi }) => remarkOpenApi(options));
    (await transform)(tree, file);
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
        else if (/\.(js|ts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) hash.update(entry.name).update(fs.readFileSync(full));
      }
    };
    walk(dir);
  } catch {
    hash.update('unknown');
  }
  ownCode = hash.digest('hex');
  return ownCode;
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'api';
}

// The building blocks (loading, validation, rendering, Postman) are in `@docgen/plugin-openapi/lib`.
export type { LoadedApi, OperationEntry } from './model.js';
export type { RemarkOpenApiOptions } from './remark.js';
export default openapi;
