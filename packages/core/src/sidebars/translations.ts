import fs from 'node:fs';
import path from 'node:path';
import { docsSectionOf, docusaurusPluginId, localeDir, type SiteContext } from '@docgen/config';
import { closest, type Diagnostic, escapeRegExp, jsonErrorPosition, offsetToPosition } from '@docgen/diagnostics';
import { docusaurusDocsTranslations, docusaurusVersionName } from '../discover/versions.js';
import type { SidebarNode } from './resolve.js';
import { DEFAULT_SIDEBAR, LEGACY_DEFAULT_SIDEBAR } from './read-file.js';

type Messages = Map<string, string>;

/** A translation file as read: its path from the site folder and its text (for the line of a key). */
interface TranslationFile {
  rel: string;
  text: string;
}

/**
 * Docusaurus' sidebar translations, read as they are: `i18n/<locale>/docusaurus-plugin-content-docs/
 * current.json` (`version-<name>.json` for a version; `docusaurus-plugin-content-docs-<id>/` for a further
 * docs section) maps `sidebar.<sidebar>.category.<label>`
 * (and `.link.<label>`, `.doc.<label>`, `.category.<label>.link.generated-index.title|description`)
 * to `{ "message": "…" }`.
 */
export class SidebarTranslations {
  private constructor(
    private readonly byLocale: Map<string, Messages>,
    readonly files: string[],
    private readonly read: Map<string, TranslationFile>,
    /** Every locale of the site (a default-locale translation leaves the others their label). */
    private readonly locales: string[],
  ) {}

  static read(ctx: SiteContext, version: string, diagnostics: Diagnostic[]): SidebarTranslations {
    const byLocale = new Map<string, Messages>();
    const files: string[] = [];
    const read = new Map<string, TranslationFile>();
    // The default locale's file too: Docusaurus reads i18n/<locale>/ for whichever locale it builds.
    for (const locale of ctx.locales) {
      const { pluginId, version: plain } = docsSectionOf(version);
      const id = docusaurusPluginId(ctx.config, pluginId);
      const rel = `${docusaurusDocsTranslations(localeDir(ctx.config, locale.code), id)}/${docusaurusVersionName(plain)}.json`;
      const file = path.join(ctx.siteDir, rel);
      if (!fs.existsSync(file)) continue;
      files.push(file);
      const text = fs.readFileSync(file, 'utf8');
      try {
        const data = JSON.parse(text) as Record<string, { message?: unknown }>;
        const messages: Messages = new Map();
        for (const [key, value] of Object.entries(data))
          if (typeof value?.message === 'string') messages.set(key, value.message);
        byLocale.set(locale.code, messages);
        read.set(locale.code, { rel, text });
      } catch (error) {
        diagnostics.push({
          name: 'InvalidTranslationFile',
          severity: 'error',
          message: `${rel} is not valid JSON: ${(error as Error).message}.`,
          file: rel,
          ...jsonErrorPosition(text, error),
          why: 'It holds the sidebar labels of the locale, as `docusaurus write-translations` writes them.',
          fix: 'restore the file, or write an object of { "message": "…" } entries.',
        });
      }
    }
    return new SidebarTranslations(
      byLocale,
      files,
      read,
      ctx.locales.map((l) => l.code),
    );
  }

  /** The version's label in a locale (`version.label`: the version menu, banners, `useVersions`). */
  versionLabel(locale: string): string | undefined {
    return this.byLocale.get(locale)?.get('version.label');
  }

  /** A category's translated label and generated-index title and description in a locale. */
  category(locale: string, sidebar: string, label: string): { label?: string; title?: string; description?: string } {
    const m = this.byLocale.get(locale);
    if (!m) return {};
    const key = this.keyIn(m, sidebar, `category.${label}`);
    return {
      ...(m.has(key) ? { label: m.get(key)! } : {}),
      ...(m.has(`${key}.link.generated-index.title`) ? { title: m.get(`${key}.link.generated-index.title`)! } : {}),
      ...(m.has(`${key}.link.generated-index.description`)
        ? { description: m.get(`${key}.link.generated-index.description`)! }
        : {}),
    };
  }

  /**
   * `sidebar.<sidebar>.<rest>`; for the generated `defaultSidebar`, the key of its earlier docgen
   * name "docs" when only that one is written.
   */
  private keyIn(m: Map<string, string>, sidebar: string, rest: string): string {
    const key = `sidebar.${sidebar}.${rest}`;
    const legacy = `sidebar.${LEGACY_DEFAULT_SIDEBAR}.${rest}`;
    return sidebar === DEFAULT_SIDEBAR && !m.has(key) && m.has(legacy) ? legacy : key;
  }

  /**
   * One warning per file whose `sidebar.<name>.…` keys name a sidebar the version does not have:
   * Docusaurus looks each label up under its own sidebar's name only, so such keys translate
   * nothing (a sidebar renamed after `write-translations`, or keys copied from another site).
   */
  unknownSidebarKeys(sidebars: ReadonlySet<string>, versionName: string): Diagnostic[] {
    if (sidebars.size === 0) return [];
    const known = new Set(sidebars);
    if (known.has(DEFAULT_SIDEBAR)) known.add(LEGACY_DEFAULT_SIDEBAR);
    const out: Diagnostic[] = [];
    for (const [locale, m] of this.byLocale) {
      const file = this.read.get(locale);
      if (!file) continue;
      const stray = [...m.keys()].filter(
        (key) => key.startsWith('sidebar.') && ![...known].some((name) => key.startsWith(`sidebar.${name}.`)),
      );
      if (stray.length === 0) continue;
      const names = [...new Set(stray.map(sidebarNameOf))];
      const have = [...sidebars];
      const guess = have.length === 1 ? have : closest(names[0]!, have);
      const at = file.text.search(new RegExp(`"${escapeRegExp(stray[0]!)}"\\s*:`));
      const quoted = (list: string[]) => list.map((n) => `"${n}"`).join(', ');
      const listed = `${quoted(stray.slice(0, 3))}${stray.length > 3 ? ', …' : ''}`;
      const labels = `${stray.length} sidebar label${stray.length === 1 ? '' : 's'}`;
      out.push({
        name: 'UnknownTranslationId',
        severity: 'warning',
        message: `${file.rel} has ${labels} of ${quoted(names)}, which ${versionName} has no sidebar named (its sidebars: ${quoted(have)}): ${listed}.`,
        file: file.rel,
        ...(at < 0 ? {} : offsetToPosition(file.text, at)),
        why: `Docusaurus looks a sidebar label up as sidebar.<sidebar>.category|link|doc.<label>, under the name its sidebars file gives the sidebar: these keys translate nothing, and the ${locale} sidebar shows those labels untranslated.`,
        fix:
          guess.length > 0
            ? `did you mean "sidebar.${guess[0]}.…"? Rename the keys (docusaurus write-translations writes them so), or remove them.`
            : 'rename the keys after the sidebar they translate (docusaurus write-translations writes them so), or remove them.',
      });
    }
    return out;
  }

  /** The nodes of a sidebar with their labels translated in every locale that has a translation. */
  apply(sidebar: string, nodes: SidebarNode[], defaultLocale: string): SidebarNode[] {
    if (this.byLocale.size === 0) return nodes;
    const translate = (label: string | Record<string, string>, kind: 'category' | 'link' | 'doc') => {
      const base = typeof label === 'string' ? label : (label[defaultLocale] ?? Object.values(label)[0] ?? '');
      const out: Record<string, string> = typeof label === 'string' ? { [defaultLocale]: label } : { ...label };
      let changed = false;
      for (const [locale, m] of this.byLocale) {
        if (locale === defaultLocale) continue;
        // Docusaurus keys a label by what that locale's own sidebar shows: the label, or the one a
        // linked doc's translation gives its category.
        const own = out[locale];
        const message = m.get(this.keyIn(m, sidebar, `${kind}.${own ?? base}`));
        if (message !== undefined && message !== own) {
          out[locale] = message;
          changed = true;
        }
      }
      const mine = this.byLocale.get(defaultLocale);
      const own = mine?.get(this.keyIn(mine, sidebar, `${kind}.${base}`));
      if (own !== undefined && own !== base) {
        // The other locales keep the label their own build would show: the sidebar's, untranslated.
        for (const locale of this.locales) out[locale] ??= base;
        out[defaultLocale] = own;
        changed = true;
      }
      return changed ? out : label;
    };
    return nodes.map((node): SidebarNode => {
      if (node.type === 'category')
        return {
          ...node,
          label: translate(node.label, 'category'),
          items: this.apply(sidebar, node.items, defaultLocale),
        };
      if (node.type === 'link') return { ...node, label: translate(node.label, 'link') };
      // Docusaurus' translation files hold no key for an HTML item: every locale shows it as written.
      if (node.type === 'html') return node;
      return node.label ? { ...node, label: translate(node.label, 'doc') } : node;
    });
  }
}

/** The sidebar a `sidebar.<name>.<kind>.<label>` key names (a name may hold dots: the kind marks its end). */
function sidebarNameOf(key: string): string {
  const rest = key.slice('sidebar.'.length);
  const kind = /\.(category|link|doc)\./.exec(rest);
  return kind ? rest.slice(0, kind.index) : (rest.split('.')[0] ?? rest);
}
