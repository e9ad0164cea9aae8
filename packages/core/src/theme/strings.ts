import fs from 'node:fs';
import path from 'node:path';
import type { SiteContext } from '@docgen/config';
import { DocgenError, jsonErrorPosition } from '@docgen/diagnostics';
import type { ThemeModule } from '@docgen/shared';
import { relPosix } from '../util/paths.js';

/** UI strings per locale: the theme's defaults merged with the site's `i18n/<locale>/theme.json`. */
export function themeStrings(
  ctx: SiteContext,
  theme: ThemeModule,
): { strings: Map<string, Record<string, string>>; files: string[] } {
  const strings = new Map<string, Record<string, string>>();
  const files: string[] = [];
  for (const locale of ctx.locales) {
    const base = theme.strings[locale.code] ?? theme.strings.en ?? {};
    const overrideFile = path.join(ctx.siteDir, 'i18n', locale.code, 'theme.json');
    let overrides: Record<string, string> = {};
    if (fs.existsSync(overrideFile)) {
      files.push(overrideFile);
      const text = fs.readFileSync(overrideFile, 'utf8');
      try {
        overrides = JSON.parse(text) as Record<string, string>;
      } catch (error) {
        throw new DocgenError([
          {
            name: 'InvalidConfigValue',
            severity: 'error',
            message: `The UI translations are not valid JSON: ${(error as Error).message}.`,
            file: relPosix(ctx.siteDir, overrideFile),
            ...jsonErrorPosition(text, error),
            why: `i18n/${locale.code}/theme.json overrides the theme's UI strings for ${locale.code}.`,
            fix: 'write an object of strings, e.g. { "code.copy": "Copy" }.',
          },
        ]);
      }
    }
    strings.set(locale.code, { ...base, ...overrides });
  }
  return { strings, files };
}
