import fs from 'node:fs';
import { isExternalHref } from '@docgen/shared';
import { basePath, stripBase } from '@docgen/shared/base-url';
import { type Diagnostic, didYouMean, locateInSource } from '@docgen/diagnostics';
import type { SiteContext, StaticFile } from '@docgen/config';
import { relPosix } from '../util/paths.js';
import { staticDirsLabel } from '../util/static-dirs.js';

/** The config keys that name a file of the static folder, and the value each holds. */
function staticKeys(ctx: SiteContext): { key: string[]; value: string }[] {
  const { logo, favicon, image, footer } = ctx.config;
  const keys: { key: string[]; value: string | undefined }[] = [
    { key: ['logo', 'src'], value: logo?.src },
    { key: ['logo', 'srcDark'], value: logo?.srcDark },
    { key: ['footer', 'logo', 'src'], value: footer.logo?.src },
    { key: ['footer', 'logo', 'srcDark'], value: footer.logo?.srcDark },
    { key: ['favicon'], value: favicon },
    { key: ['image'], value: image },
  ];
  return keys.filter((k): k is { key: string[]; value: string } => typeof k.value === 'string' && k.value !== '');
}

/**
 * A config value's path inside the static folder (`/img/x.svg` and `img/x.svg` alike, as Docusaurus).
 * A value that starts with the site's base path (`/product/img/x.svg` under `/product/`) is already
 * below it: Docusaurus' `useBaseUrl` does not add the base twice, so its file is `img/x.svg`.
 */
export function staticPathOf(value: string, base = ''): string | undefined {
  if (isExternalHref(value)) return undefined;
  const below = base && value.startsWith(`${base}/`) ? stripBase(value, base) : undefined;
  return (below ?? value).replace(/^\/+/, '').split(/[?#]/)[0];
}

/** What a config value naming a missing static file is told with: the message, why, where in the config. */
export interface MissingStaticFile {
  message: string;
  why: string;
  locate: (configSource: string) => { line: number; column: number } | undefined;
  /**
   * Said even when the file exists, with this fix: a value whose file is there but that the
   * browser does not ask for at its path (a relative `src` of the chrome's HTML).
   */
  anyway?: { message: string; why: string; fix: string };
  /** The file the value is written in (absolute) when it is not the config: a translation file. */
  file?: string;
}

/**
 * The check of config values that name files of the static folder (`/img/x.svg`): a value that
 * is not one gives a BrokenImage warning (an error with --strict: Docusaurus does not check
 * these, and a site it builds should build) at its place in the config file, read once.
 */
export function staticFileCheck(
  ctx: SiteContext,
  staticFiles: readonly StaticFile[],
): {
  check: (value: string, said: MissingStaticFile) => Diagnostic | undefined;
  /** Whether a value names a file of the static folder. */
  isFile: (value: string) => boolean;
} {
  const known = new Set(staticFiles.map((f) => f.outPath));
  const base = basePath(ctx.config.baseUrl);
  const isFile = (value: string) => {
    const rel = staticPathOf(value, base);
    return rel !== undefined && (known.has(rel) || known.has(decoded(rel)));
  };
  // Each file read once, and only when a value written in it is said.
  const sources = new Map<string, string>();
  const check = (value: string, said: MissingStaticFile): Diagnostic | undefined => {
    const rel = staticPathOf(value, base);
    if (rel === undefined) return undefined;
    const exists = isFile(value);
    if (exists && !said.anyway) return undefined;
    const file = said.file ?? ctx.configFile;
    if (file !== undefined && !sources.has(file)) sources.set(file, fs.readFileSync(file, 'utf8'));
    const source = file === undefined ? undefined : sources.get(file);
    const position = source === undefined ? undefined : said.locate(source);
    const place = file ? { file: relPosix(ctx.siteDir, file), ...position } : {};
    if (exists && said.anyway) return { name: 'BrokenImage', severity: 'warning', ...said.anyway, ...place };
    return {
      name: 'BrokenImage',
      severity: 'warning',
      message: said.message,
      ...place,
      why: said.why,
      fix:
        didYouMean(rel, known)?.replace(/"([^"]+)"/g, '"/$1"') ??
        `add ${staticDirsLabel(ctx).split(', ')[0]}${rel}, or give a URL (https://…) of an image served elsewhere.`,
    };
  };
  return { check, isFile };
}

/**
 * The logos (navbar and footer), favicon and link-preview image the config names must be files of the static folder:
 * otherwise every page shows a broken image (or none), which no page's link check would see.
 */
export function checkConfigFiles(ctx: SiteContext, staticFiles: readonly StaticFile[]): Diagnostic[] {
  const { check } = staticFileCheck(ctx, staticFiles);
  return staticKeys(ctx).flatMap(({ key, value }) => {
    const found = check(value, {
      message: `Config key "${key.join('.')}" names "${value}", which is not a file of ${staticDirsLabel(ctx)}.`,
      why: 'the logos, the favicon and the link-preview image are served from the static folder; every page would show a broken image.',
      locate: (source) => locateInSource(source, key),
    });
    return found ? [found] : [];
  });
}

/** A static path with its %-escapes decoded (a file name with spaces), else as written. */
export function decoded(rel: string): string {
  try {
    return decodeURI(rel);
  } catch {
    return rel;
  }
}
