import fs from 'node:fs';
import path from 'node:path';
import { localeDir, type SiteContext } from '@docgen/config';
import { type Diagnostic, DocgenError, jsonErrorPosition } from '@docgen/diagnostics';
import { readDocusaurusTranslations } from './docusaurus-i18n.js';
import { siteCodeSearch } from './site-code.js';
import type { ThemeModule } from '@docgen/shared';
import { matchLocale } from '@docgen/shared/locale-match';
import { relPosix } from '../util/paths.js';

/** What a site's translation files give a theme: UI strings, navbar and footer messages, and their files. */
export interface ThemeTexts {
  strings: Map<string, Record<string, string>>;
  /** Docusaurus' navbar.json and footer.json per locale (`navbar.item.label.Docs` → text). */
  messages: Map<string, Map<string, string>>;
  files: string[];
  warnings: Diagnostic[];
}

/**
 * UI strings per locale: the theme's defaults, then what a Docusaurus `i18n/<locale>/code.json`
 * translates of them, then the site's `i18n/<locale>/theme.json`; and Docusaurus' navbar and
 * footer translations.
 */
export function themeStrings(ctx: SiteContext, theme: ThemeModule): ThemeTexts {
  const strings = new Map<string, Record<string, string>>();
  const messages = new Map<string, Map<string, string>>();
  const files: string[] = [];
  const warnings: Diagnostic[] = [];
  const usedBySite = siteCodeSearch(ctx);
  for (const locale of ctx.locales) {
    const docusaurus = readDocusaurusTranslations(ctx, theme, locale.code, usedBySite);
    files.push(...docusaurus.files);
    warnings.push(...docusaurus.warnings);
    if (docusaurus.messages.size > 0) messages.set(locale.code, docusaurus.messages);
    // The site's own ids under the theme's keys: a theme key is never replaced by a Docusaurus id.
    const base = {
      ...docusaurus.ids,
      ...(theme.strings[matchLocale(locale.code, Object.keys(theme.strings)) ?? 'en'] ?? {}),
      ...docusaurus.strings,
    };
    const overrideFile = path.join(ctx.siteDir, localeDir(ctx.config, locale.code), 'theme.json');
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
            why: `${localeDir(ctx.config, locale.code)}/theme.json overrides the theme's UI strings for ${locale.code}.`,
            fix: 'write an object of strings, e.g. { "code.copy": "Copy" }.',
          },
        ]);
      }
    }
    const merged = { ...base, ...overrides };
    strings.set(locale.code, { ...docusaurusDefaults(theme, merged, docusaurus.ids), ...merged });
  }
  return { strings, messages, files, warnings };
}

/**
 * The Docusaurus ids the theme shows a text of, in the locale's theme string (its placeholders
 * named back), where code.json does not give them: a site's `<Translate id="theme.…">` then
 * reads the locale's text, as Docusaurus' own translations of its theme give it.
 */
function docusaurusDefaults(
  theme: ThemeModule,
  strings: Readonly<Record<string, string>>,
  fromSite: Readonly<Record<string, string>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, target] of Object.entries(theme.docusaurusStrings?.ids ?? {})) {
    if (target === null || Object.hasOwn(fromSite, id)) continue;
    // A text made of another id's message (`fill`) has no single theme string to give back.
    if (typeof target !== 'string' && target.fill) continue;
    const key = typeof target === 'string' ? target : target.key;
    let text = strings[key];
    if (text === undefined) continue;
    if (typeof target !== 'string')
      for (const [from, to] of Object.entries(target.rename)) text = text.replaceAll(`{${to}}`, `{${from}}`);
    out[id] = text;
  }
  return out;
}

/** What the texts add to a theme's fingerprint (the navbar and footer messages only when there are some). */
export function textsKey(texts: Pick<ThemeTexts, 'strings' | 'messages'>): string {
  const messages = [...texts.messages].map(([locale, m]) => [locale, [...m]]);
  return `${JSON.stringify([...texts.strings])}${messages.length > 0 ? JSON.stringify(messages) : ''}`;
}

/** The parts of a `LoadedTheme` the texts give. */
export function themeTextsOf(texts: ThemeTexts): {
  strings: ThemeTexts['strings'];
  messages?: ThemeTexts['messages'];
  warnings?: Diagnostic[];
} {
  return {
    strings: texts.strings,
    ...(texts.messages.size > 0 ? { messages: texts.messages } : {}),
    ...(texts.warnings.length > 0 ? { warnings: texts.warnings } : {}),
  };
}
