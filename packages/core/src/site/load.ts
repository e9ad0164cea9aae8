import fs from 'node:fs';
import { DocgenError, locateInSource } from '@docgen/diagnostics';
import type { DocgenPlugin, SiteContext } from '@docgen/config';
import { type LoadedConfig, loadConfig } from '../config/load.js';
import type { RawConfig } from '../config/raw.js';
import { loadTheme } from '../theme/load-theme.js';
import { loadLiveTheme, locateTheme, type ThemeLocation } from '../theme/live-theme.js';
import { textsKey, themeStrings, themeTextsOf } from '../theme/strings.js';
import type { LoadedTheme } from '../theme/types.js';
import { sha256 } from '../util/hash.js';
import { relPosix } from '../util/paths.js';
import { type ContextOptions, createContext } from './context.js';
import type { ChangePlan } from './plan.js';

/** How to load a site: where, which config, and the options that shape its context. */
export interface SiteOptions extends ContextOptions {
  siteDir: string;
  configFile?: string;
  /**
   * Load the theme so that a changed theme is loaded again (the dev server): its code is bundled
   * into a content-named module, since Node never imports a module twice.
   */
  liveTheme?: boolean;
}

/** Stage "config": the site as configured, with its theme and plugins. */
export interface SiteState {
  loaded: LoadedConfig;
  ctx: SiteContext;
  plugins: DocgenPlugin[];
  theme: LoadedTheme;
  /** Where the theme lives (what the dev server watches); set with `liveTheme`. */
  themeLocation?: ThemeLocation;
}

/**
 * Loads the site, or keeps what a change did not touch: the config (a config change reloads
 * everything), the theme (its code, or only its UI strings). `docgen build`, `docgen check`, the
 * dev server and every worker thread load a site with this.
 */
export async function loadSite(
  options: SiteOptions,
  prev?: SiteState,
  plan?: ChangePlan,
  raw?: RawConfig,
): Promise<SiteState> {
  if (prev && plan && !plan.full && !plan.config) {
    if (plan.theme) return { ...prev, theme: await themeOf(prev.ctx, options, prev.themeLocation) };
    if (plan.strings) {
      const texts = themeStrings(prev.ctx, prev.theme.theme);
      const fingerprint = sha256(`${prev.theme.fingerprint}\n${textsKey(texts)}`);
      const { messages: _m, warnings: _w, ...rest } = prev.theme;
      return { ...prev, theme: { ...rest, ...themeTextsOf(texts), fingerprint } };
    }
    return prev;
  }
  const loaded = await loadConfig(options.siteDir, options.configFile, raw, options.resolveFrom);
  const ctx = createContext(
    options.siteDir,
    loaded.config,
    options,
    loaded.file,
    loaded.dependencies,
    loaded.zeroConfig,
  );
  let themeLocation: ThemeLocation | undefined;
  try {
    themeLocation = options.liveTheme ? locateTheme(ctx) : undefined;
  } catch (error) {
    throw atThemeKey(error, ctx);
  }
  return {
    loaded,
    ctx,
    plugins: loaded.config.plugins as DocgenPlugin[],
    theme: await themeOf(ctx, options, themeLocation),
    ...(themeLocation ? { themeLocation } : {}),
  };
}

async function themeOf(ctx: SiteContext, options: SiteOptions, location?: ThemeLocation): Promise<LoadedTheme> {
  try {
    return await (options.liveTheme ? loadLiveTheme(ctx, location ?? locateTheme(ctx)) : loadTheme(ctx));
  } catch (error) {
    throw atThemeKey(error, ctx);
  }
}

/** A theme that cannot be loaded is reported where the config names it (`theme:`), when nothing closer is known. */
function atThemeKey(error: unknown, ctx: SiteContext): unknown {
  if (!(error instanceof DocgenError) || !ctx.configFile) return error;
  const file = relPosix(ctx.siteDir, ctx.configFile);
  const position = locateInSource(fs.readFileSync(ctx.configFile, 'utf8'), ['theme']);
  return new DocgenError(
    error.diagnostics.map((d) => (d.name === 'ThemeNotFound' && !d.file ? { ...d, file, ...position } : d)),
  );
}
