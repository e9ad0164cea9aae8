import fs from 'node:fs';
import path from 'node:path';
import {
  type DiscoveredSite,
  type Diagnostic,
  DocgenError,
  didYouMean,
  locateInSource,
  type PluginTools,
  type SiteContext,
} from '@docgen/config';
import type { LabelKey } from '../i18n.js';
import { docLinkWarnings } from './links.js';
import type { LoadedApi, OaObject } from '../model.js';
import { ownServerUrl, serverUrl } from '../servers.js';
import { referenceModel, type ReferenceModel } from './model.js';
import type { ResolvedReference } from './options.js';
import { referencePlan, type ReferencePlan } from './pages.js';

/** What the discover hook keeps of a document, by its key: the section's pages and the document's warnings. */
interface Kept {
  key: string;
  plan?: ReferencePlan;
  warnings: Diagnostic[];
}

export interface ReferenceDiscoverInput {
  site: DiscoveredSite;
  ctx: SiteContext;
  tools: PluginTools;
  /** The plugin's cache key of the document (its bytes, the options, the plugin's code). */
  key: string | undefined;
  specFile: string;
  reference: ResolvedReference | undefined;
  /** The plugin's `server` option: without one, a document without an absolute server is warned about. */
  server: number | string | undefined;
  labels?: Partial<Record<string, Partial<Record<LabelKey, string>>>>;
  /** The document, loaded now (a build that did not validate it before), or loaded when asked. */
  api: () => Promise<LoadedApi | undefined>;
}

/** The `docsInstances` entry `docsPluginId` names; undefined for the docs section (no id, `default` or `docs.id`). */
export function sectionOf(ctx: SiteContext, docsPluginId: string | undefined) {
  if (!docsPluginId || docsPluginId === 'default' || docsPluginId === ctx.config.docs.id) return undefined;
  return ctx.config.docsInstances.find((i) => i.id === docsPluginId);
}

/** `reference.docsPluginId` names the docs section or an entry of `docsInstances`; else an error at the option. */
export function checkSection(ctx: SiteContext, docsPluginId: string | undefined): void {
  if (!docsPluginId || docsPluginId === 'default' || docsPluginId === ctx.config.docs.id) return;
  if (sectionOf(ctx, docsPluginId)) return;
  const ids = ctx.config.docsInstances.map((i) => i.id);
  const file = ctx.configFile;
  const text = file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  throw new DocgenError([
    {
      name: 'InvalidConfigValue',
      severity: 'error',
      message: `openapi plugin: reference.docsPluginId "${docsPluginId}" names no docs section.`,
      ...(file ? { file: path.relative(ctx.siteDir, file).split(path.sep).join('/') } : {}),
      ...(text ? locateInSource(text, ['docsPluginId'], docsPluginId) : {}),
      why: `The reference pages belong to the docs section ("${ctx.config.docs.id ?? 'default'}") or to an entry of docsInstances (${ids.map((i) => `"${i}"`).join(', ') || 'none'}), by its id.`,
      fix: didYouMean(docsPluginId, ids) ?? 'name one of them, or remove docsPluginId.',
    },
  ]);
}

/**
 * The discover hook's share of the reference section: its pages and sidebar category added to
 * the site, and the document's warnings (no server) reported once per build. Both are kept in
 * the plugin's store by the document's key, so a build with an unchanged document (and every
 * worker thread) neither loads nor reads it here.
 */
export async function discoverReference(input: ReferenceDiscoverInput): Promise<void> {
  const { site, ctx, tools, reference } = input;
  const locales = ctx.locales.map((l) => l.code);
  const docsBase = tools.pagesBase(reference?.docsPluginId);
  const key = input.key && JSON.stringify([input.key, docsBase, locales]);
  let kept = key ? tools.cache.get<Kept>('reference') : undefined;
  if (!kept || kept.key !== key || (reference && !kept.plan)) {
    const api = await input.api();
    if (!api) return;
    const model = reference ? referenceModel(api.doc, reference, docsBase) : undefined;
    // Loaded here, not with the config: the index slugs headings with the markdown stack.
    const index = model && (await import('./anchor-index.js')).anchorIndex(model, api.doc);
    kept = {
      key: key ?? '',
      ...(model ? { plan: referencePlan(api.doc, model, locales, input.labels, api.locate) } : {}),
      warnings: [
        ...(input.server === undefined ? serverWarnings(api) : []),
        ...(model ? docLinkWarnings(api, model, (id) => index?.has(id) ?? false) : []),
      ],
    };
    if (key) tools.cache.set('reference', kept);
  }
  site.warnings.push(...kept.warnings);
  if (!reference || !kept.plan) return;
  // The section's pages and category belong to the docs section `docsPluginId` names.
  const section = sectionOf(ctx, reference.docsPluginId) ? { docsPluginId: reference.docsPluginId } : {};
  // A page of one locale (the schema index, titled with a label) is made in the locales this build makes.
  const built = (locale: string) =>
    !ctx.onlyLocales || ctx.onlyLocales.includes(locale) || locale === ctx.defaultLocale.code;
  tools.addPages(
    kept.plan.pages.flatMap((page) =>
      page.locale && !built(page.locale) ? [] : [{ ...page, from: input.specFile, ...section }],
    ),
  );
  tools.addSidebarItems({
    id: reference.id,
    items: kept.plan.sidebar,
    ...(reference.sidebar ? { sidebar: reference.sidebar } : {}),
    ...section,
  });
  tools.useStyles('openapi-reference');
}

/** The reference model of a loaded document, made once per document and thread. */
const models = new WeakMap<LoadedApi, Map<string, ReferenceModel>>();
export function modelOf(api: LoadedApi, reference: ResolvedReference, docsBase: string): ReferenceModel {
  let byOptions = models.get(api);
  if (!byOptions) models.set(api, (byOptions = new Map()));
  const k = JSON.stringify([reference, docsBase]);
  let model = byOptions.get(k);
  if (!model) byOptions.set(k, (model = referenceModel(api.doc, reference, docsBase)));
  return model;
}

/**
 * OpenApiNoServer: the document gives no absolute server URL, so samples show a placeholder. Not
 * for a document of webhooks alone (no request is sent to the API), nor when every operation
 * has a server of its own.
 */
export function serverWarnings(api: LoadedApi): Diagnostic[] {
  const calls = [...api.operations.values()].filter((e) => e.kind === 'path' && !ownServerUrl(e, undefined));
  if (calls.length === 0) return [];
  const servers = ((api.doc.servers ?? []) as OaObject[]).filter((s) => s && typeof s.url === 'string');
  const first = servers[0]?.url as string | undefined;
  // The URL samples call: its variables (`{scheme}://…`) take their defaults.
  if (first !== undefined && /^[a-z][a-z0-9+.-]*:\/\//i.test(serverUrl(servers[0]))) return [];
  const at = api.locate(first === undefined ? ['openapi'] : ['servers', 0, 'url']);
  return [
    {
      name: 'OpenApiNoServer',
      severity: 'warning',
      file: api.file,
      ...(at ?? { line: 1, column: 1 }),
      message:
        first === undefined
          ? `${api.file} has no servers: code samples call {BASE_URL} in place of the API's address.`
          : `The first server of ${api.file}, "${first}", is not an absolute URL: code samples call {BASE_URL}${first.replace(/\/$/, '')}.`,
      why: 'Code samples and the Postman collection need the address of the API; without one they would call a path on no host.',
      fix: 'set the `server` option of the openapi plugin (`openapi({ spec, server: "https://api.example.com" })`), or add `servers` with an absolute URL to the document.',
    },
  ];
}
