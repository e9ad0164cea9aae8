import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DocgenError, type DocgenPlugin } from '@docgen/core/config';
import { validateExamples } from './examples.js';
import { loadOpenApi } from './load.js';
import type { LoadedApi } from './model.js';
import { postmanCollection } from './postman.js';
import { pickServer, remarkOpenApi, type RemarkOpenApiOptions } from './remark.js';

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
      const api = await loadOpenApi(options.spec, { siteDir: ctx.siteDir });
      const problems = validateExamples(api);
      if (problems.length > 0) throw new DocgenError(problems);
      state.api = api;
    },
    markdown: { remarkPlugins: [[remarkOpenApi, remarkOptions]] },
    async write({ emitFile }) {
      if (!options.postman || !state.api) return;
      const settings = typeof options.postman === 'object' ? options.postman : {};
      const file = (settings.file ?? `${slug(String(state.api.doc.info?.title ?? 'api'))}.postman_collection.json`).replace(/^\/+/, '');
      const collection = postmanCollection(state.api, { baseUrl: pickServer(state.api, options.server), ...(settings.name ? { name: settings.name } : {}) });
      await emitFile(file, `${JSON.stringify(collection, null, 2)}\n`);
    },
  } satisfies DocgenPlugin & { cacheKey(site: { siteDir: string }): string };
  return plugin;
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

export { loadOpenApi } from './load.js';
export { validateExamples } from './examples.js';
export { remarkOpenApi, type RemarkOpenApiOptions } from './remark.js';
export { postmanCollection, POSTMAN_SCHEMA, type PostmanOptions } from './postman.js';
export { renderOperation } from './render/operation.js';
export { codeSamples, sampleRequest, SAMPLE_LANGUAGES, type SampleRequest } from './render/samples.js';
export { LABELS, labelsFor, type LabelKey } from './i18n.js';
export type { LoadedApi, OperationEntry } from './model.js';
export default openapi;
