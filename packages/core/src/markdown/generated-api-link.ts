/**
 * Links to the pages docusaurus-plugin-openapi-docs generates, written by their files
 * (`[Derive a token](../reference/api/admin-derive-token.api.mdx)`, as Ory's docs write them).
 * docgen does not run `gen-api-docs`: it makes the API pages from the document, and `docgen
 * migrate` places them at the plugin's routes or writes redirects from those. Such a link
 * resolves to the route Docusaurus gave the generated file, when the site has a page or a
 * redirect there; a site link-clean under Docusaurus then stays so without editing its docs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { normalizePath } from '@docgen/shared';
import type { RouteManifest, SiteContext, SourceFile } from '@docgen/config';
import { docsVersionNamed } from '../discover/instances.js';
import { versionBase } from '../routes/manifest.js';

/** The pages docusaurus-plugin-openapi-docs writes (`docusaurus gen-api-docs`), by their file names. */
export const GENERATED_API_PAGE = /\.(api|info|tag|schema)\.mdx$/i;

/** The front matter's `id:` of a generated file still on disk (the plugin writes one; a site's script may change it). */
function frontMatterId(file: string): string | undefined {
  let head: string;
  try {
    head = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  } catch {
    return undefined;
  }
  return /^id:[ \t]*['"]?([^'"\r\n]+?)['"]?[ \t]*$/m.exec(head)?.[1];
}

/**
 * The path the link leads to: the route (a page, or a redirect to one) at the Docusaurus route of
 * the first candidate file (site relative) that lies in `docsRoot`. Undefined: none.
 */
export function generatedApiPageRoute(
  ctx: SiteContext,
  manifest: RouteManifest,
  source: SourceFile,
  locale: string,
  docsRoot: string | undefined,
  candidates: readonly string[],
  /** Hears the generated file read for its id: the page is made again when it changes. */
  depends?: (file: string) => void,
): string | undefined {
  if (docsRoot === undefined) return undefined;
  const version = docsVersionNamed(manifest, source.kind === 'doc' ? source.version : manifest.latestVersion.name);
  const base = versionBase(ctx, locale, version);
  const prefix = docsRoot === '' || docsRoot === '.' ? '' : `${docsRoot}/`;
  for (const candidate of candidates) {
    if (!GENERATED_API_PAGE.test(candidate) || !candidate.startsWith(prefix)) continue;
    const rel = candidate.slice(prefix.length);
    const dir = path.posix.dirname(rel);
    const file = path.join(ctx.siteDir, candidate);
    depends?.(file);
    const id = frontMatterId(file) ?? path.posix.basename(rel).replace(GENERATED_API_PAGE, '');
    const route = manifest.byPath.get(normalizePath(`${base}/${dir === '.' ? '' : `${dir}/`}${id}`));
    // A redirect's route, not its target: the lookup the markdown cache replays is of this path.
    if (route) return route.path;
  }
  return undefined;
}
