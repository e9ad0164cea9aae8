import fs from 'node:fs';
import path from 'node:path';
import type { SourceFile } from '@docgen/config';
import { type Diagnostic, escapeRegExp } from '@docgen/diagnostics';
import type { MarkdownFileContext } from '@docgen/markdown';
import { explanationOf } from '@docgen/shared/docusaurus-client';
import type { MissedPluginData } from '@docgen/shared';
import { missedDataCause } from './missed-plugin-data.js';
import { otherReactOf } from './react-copies.js';
import { isUndefinedElement, unexportedElement } from './unexported-element.js';
import { missingSiteConfig } from './site-config-reads.js';
import { olderNodeNote } from './node-globals.js';
import { wrapsOriginalLayout } from './site-root-layout.js';
import { findFile, SITE_THEME_DIR } from '../docusaurus/site-theme.js';
import { thrownInSite } from '../util/module-error.js';

/**
 * The MdxRenderError of a page that threw while it rendered, at the place in its source the
 * error comes from: the element of a component that is not defined, the expression that names
 * an undefined variable (`{version}`, `{{ version }}`, `prop={version}`).
 */
export function renderError(
  error: Error,
  source: SourceFile,
  fileCtx: MarkdownFileContext,
  thrower?: ThrowingComponent,
  /** The site's own `src/theme/MDXComponents` (site path), when it has one. */
  componentMap?: string,
  /** The Docusaurus modules the theme answers (`@theme/Tabs`…): an undefined one of them is imported from there. */
  themeModules: Readonly<Record<string, string>> = {},
  /** The site's wrappers of every page (`src/theme/Root.js`…, site paths), when docgen could not use them. */
  site: {
    wrappers?: readonly string[];
    siteConfig?: { siteConfig: object; missing: ReadonlySet<string> };
    /** Global data the page's components asked for and got undefined (then, often, why it threw). */
    missed?: readonly MissedPluginData[];
  } = {},
): Diagnostic {
  const located = (pattern: RegExp) => {
    const at = positionOf(maskCode(source.body), pattern);
    return at ? { line: at.line + fileCtx.lineOffset, column: at.column } : {};
  };
  // The page's first element of the component that threw, when the stack names one.
  const element = thrower?.names.length
    ? located(new RegExp(`<(?:${thrower.names.map((n) => n.replace('.', '\\.')).join('|')})\\b`))
    : {};
  // React's "got: undefined" of an element whose name the page, or a component it renders,
  // imports from a file that lacks it (told before as a MissingExport): the page fails at that
  // element, as under Docusaurus.
  const unexported = isUndefinedElement(error)
    ? unexportedElement(fileCtx.siteDir ?? '', fileCtx.diagnostics, {
        file: source.relFile,
        text: maskCode(source.body),
        lineOffset: fileCtx.lineOffset,
      })
    : undefined;
  if (unexported) {
    const own = unexported.file === source.relFile;
    return {
      name: 'MdxRenderError',
      severity: 'error',
      message: `<${unexported.name}> is undefined: ${unexported.from} does not export it, and React cannot render undefined${own ? '' : ` (${source.relFile} renders ${unexported.file}, which uses it)`}.`,
      file: unexported.file,
      ...(unexported.line !== undefined ? { line: unexported.line, column: unexported.column } : {}),
      why: `${own ? 'The page imports' : `${unexported.file} imports`} a name the file does not export: its value is undefined (Docusaurus' webpack warns the same), and rendering it throws, which fails the build under Docusaurus too.`,
      fix: `export ${unexported.name} from ${unexported.from}, import a component it exports, or remove the element.`,
    };
  }
  const component = /Expected (?:component|object) `([\w.]+)` to be defined/.exec(error.message)?.[1];
  if (component)
    return {
      name: 'MdxRenderError',
      severity: 'error',
      message: `<${component}> is used but not defined.`,
      file: source.relFile,
      ...located(new RegExp(`<${component.replace('.', '\\.')}\\b`)),
      why: componentMap
        ? `A JSX component of an MDX file must be imported, or be a name of the site's MDX component map (${componentMap}), which every MDX page gets.`
        : 'A JSX component of an MDX file must be imported (or be one docgen gives every page: details, Details, admonition; a site adds its own in src/theme/MDXComponents).',
      // `<TabItem>` without its import (a remark plugin of the site adds it under Docusaurus) is the theme's.
      fix: `import it (import ${component} from '${Object.hasOwn(themeModules, `@theme/${component}`) ? '@theme' : '@site/src/components'}/${component}')${componentMap ? `, add it to ${componentMap}` : ''}, or remove it.`,
    };
  const name = error instanceof ReferenceError ? /^([\w$]+) is not defined/.exec(error.message)?.[1] : undefined;
  const word = name ? `(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])` : '';
  // A name the page's text never writes was read by code it imports (a package's `__DEV__`): not
  // the page's own expression.
  const written = name !== undefined && new RegExp(word).test(maskCode(source.body));
  if (name && !thrower && !BROWSER_GLOBALS.has(name) && written) {
    // `{{ name }}` is a placeholder a remark plugin of the site fills in (Docusaurus' docs.remarkPlugins).
    const placeholder = new RegExp(`\\{\\{\\s*${word}`).test(maskCode(source.body));
    return {
      name: 'MdxRenderError',
      severity: 'error',
      message: `${name} is not defined: the page uses it in an expression but neither imports nor exports it.`,
      file: source.relFile,
      ...located(new RegExp(`\\{(?:\\{\\s*)?[^{}]*?${word}`)),
      why: placeholder
        ? `In MDX, {…} is a JavaScript expression: {{ ${name} }} reads the variable ${name}, which nothing defines here. On a Docusaurus site such a placeholder is usually replaced by a remark plugin of the site before MDX compiles it.`
        : 'In MDX, {…} is a JavaScript expression evaluated when the page renders: every name in it must be imported or exported by the page.',
      fix: `import it (import { ${name} } from '@site/src/…'), or define it in the page (export const ${name} = '…'); if a remark plugin of the site fills it in, add that plugin to a docgen plugin's markdown.remarkPlugins (docs/guide/plugins.md); to show the braces as text, write \\{.`,
    };
  }
  const browser = name !== undefined && BROWSER_GLOBALS.has(name);
  // Read by imported code, defined by nothing: under Docusaurus, webpack's DefinePlugin defined it.
  const undefinedName = name !== undefined && !browser && !written;
  // Where in the site's code it threw: a helper the component calls is named with it.
  const at = thrower && fileCtx.siteDir ? thrownInSite(error, fileCtx.siteDir) : undefined;
  const place = at ? `${at.file}:${at.line}:${at.column}` : undefined;
  const by = thrower
    ? ` (in ${place && at!.file !== thrower.file ? `${place}, called by ${thrower.file}` : (place ?? thrower.file)})`
    : '';
  // The page's own throw, told with what explains it (all three cases read alike but for those).
  const threw = (message: string, at: object, why: string, fix: string): Diagnostic => ({
    name: 'MdxRenderError',
    severity: 'error',
    message: `The page threw while it was rendered${by}: ${message}`,
    file: source.relFile,
    ...at,
    why,
    fix,
  });
  // Only where the site's wrappers could not be used (their own error is reported at them): a
  // component then truly finds no provider of theirs.
  const wrapper = site.wrappers?.length && CONTEXT_MISS.test(`${error.name}: ${error.message}`);
  if (wrapper)
    return threw(
      error.message.split('\n')[0]!.trim(),
      element,
      `docgen renders every page inside the site's ${site.wrappers!.join(' and ')}, as Docusaurus does, but could not use ${site.wrappers!.length > 1 ? 'them' : 'it'} (see the error reported at ${site.wrappers!.length > 1 ? 'them' : 'it'}), so the component finds no provider.`,
      `fix the error reported at ${site.wrappers!.join(' and ')}; the component then gets its provider.`,
    );
  // A value read from a provider the site's own Layout renders around every page under Docusaurus
  // (Tolgee's MUI theme: "reading 'tableBorder'" of `theme.palette.custom`), which docgen's pages lack.
  // Or a throw in a module that Layout imports (zedux's styled module writes its styles into the
  // style tag its Layout's ThemeProvider gives on the server; without it, `document` is read).
  const provider = thrower && fileCtx.siteDir ? providingLayout(fileCtx.siteDir) : undefined;
  const layout =
    provider && (PROVIDED_MISS.test(error.message) || (at?.file !== undefined && provider.imports.includes(at.file)))
      ? provider.layout
      : undefined;
  if (layout) {
    const rel = path.relative(fileCtx.siteDir!, layout).split(path.sep).join('/');
    return threw(
      error.message.split('\n')[0]!.trim(),
      element,
      `Under Docusaurus every page renders inside the site's ${rel}, and a provider it renders around the page (a theme, a context) gives what ${thrower!.file} reads; docgen draws pages with its own layout and does not use ${rel}, so that value is missing.`,
      `move the providers ${rel} renders around the page into ${SITE_THEME_DIR}/Root.js, which docgen renders around every page as Docusaurus does; or make ${thrower!.file} work without them.`,
    );
  }
  const other = fileCtx.siteDir ? otherReactOf(error, fileCtx.siteDir) : undefined;
  if (other) return threw(other.message, element, other.why, other.fix);
  // A key of Docusaurus' siteConfig the page's code read and docgen does not give: why it threw.
  const unknownKeys = site.siteConfig && missingSiteConfig(site.siteConfig.missing, site.siteConfig.siteConfig);
  if (unknownKeys)
    return threw(
      `${error.message.split('\n')[0]}; ${unknownKeys}`,
      element,
      "Docusaurus gives pages and their components its whole config; docgen's siteConfig holds the fields it knows, and customFields as the config writes them.",
      'put the values the component needs in customFields (docgen.config.ts) and read them from there, or guard the read.',
    );
  const explained = explanationOf(error);
  // The call in the page itself, else the element of the component that made it.
  const call = explained?.written ? located(new RegExp(`(['"\`])${escapeRegExp(explained.written)}\\1`)) : {};
  if (explained) return threw(error.message, 'line' in call ? call : element, explained.why, explained.fix);
  const missing = thrower && missingGlobFile(error, thrower.file);
  if (missing)
    return threw(
      `${thrower!.file} requires ${missing}, which does not exist.`,
      element,
      `The component makes the path from what it is given when the page renders (\`require(\`…\${…}\`)\`, a context of the files that exist, as webpack's): no file of the site has that path.`,
      `add ${missing}, or correct the value the page gives the component.`,
    );
  const cause = missedDataCause(site.missed, error);
  const read = cause && located(new RegExp(`(['"\`])${escapeRegExp(cause.plugin)}\\1`));
  if (cause) return threw(cause.message, read && 'line' in read ? read : element, cause.why, cause.fix);
  return threw(
    error.message.split('\n')[0]!,
    element,
    browser
      ? `MDX pages render on the server at build time: no window, no document, no browser-only APIs.${olderNodeNote(error)}`
      : undefinedName
        ? `Code the page imports reads ${name}, which nothing defines; a bundler may have defined it under Docusaurus (webpack's DefinePlugin in a plugin's configureWebpack, as __DEV__ for React Native libraries).`
        : `Every page is rendered to HTML at build time; ${thrower ? `${thrower.file}, which the page uses here,` : 'the page'} threw.`,
    browser
      ? 'wrap browser-only code in <BrowserOnly> (from @docusaurus/BrowserOnly), or move it into an effect.'
      : undefinedName
        ? `if a DefinePlugin defined it, give its value in docgen.config.ts's define ({ ${name}: 'false' }); else define it in the code that reads it.`
        : thrower
          ? `fix ${place && at!.file !== thrower.file ? `${place}, or what ${thrower.file} passes to it,` : `${place ?? thrower.file} (or the props the page gives it)`} as the message says.`
          : 'fix the page or the component it uses as the message says.',
  );
}

/**
 * The site path of the file a component's template `require` asked for and its context lacks
 * (esbuild's "Module not found in bundle: ../../static/x.png", relative to the component's file).
 */
function missingGlobFile(error: Error, componentFile: string): string | undefined {
  const rel = /^Module not found in bundle: (\S+)$/.exec(error.message.split('\n')[0]!.trim())?.[1];
  if (!rel) return undefined;
  const file = path.posix.normalize(path.posix.join(path.posix.dirname(componentFile), rel));
  return file.startsWith('../') ? undefined : file;
}

/**
 * The site's own `src/theme/Layout` when it renders a provider (`<ThemeProvider>`, `<X.Provider>`),
 * itself or in a file of the site it imports, and replaces the original: one that wraps
 * `@theme-original/Layout` is drawn around MDX pages' content (`site-root-layout.ts`).
 */
function providingLayout(siteDir: string): { layout: string; imports: string[] } | undefined {
  const layout = findFile(path.join(siteDir, SITE_THEME_DIR, 'Layout'));
  if (!layout) return undefined;
  const read = (file: string) => {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  const text = read(layout);
  if (wrapsOriginalLayout(text)) return undefined;
  const files = [...text.matchAll(/from\s+['"](\.{1,2}\/[^'"]+|@site\/[^'"]+)['"]/g)].flatMap((m) => {
    const written = m[1]!;
    const base = written.startsWith('@site/')
      ? path.join(siteDir, written.slice('@site/'.length))
      : path.resolve(path.dirname(layout), written);
    const file = findFile(base);
    return file ? [file] : [];
  });
  if (![text, ...files.map(read)].some((t) => /<[\w.]*Provider\b/.test(t))) return undefined;
  return { layout, imports: files.map((f) => path.relative(siteDir, f).split(path.sep).join('/')) };
}

/** A component's read of a value its provider would give: a property of undefined, or a context it has not. */
const PROVIDED_MISS = /^Cannot read propert(?:y|ies) of (?:undefined|null)|ReactContextError|\bProvider\b/;

/** A hook used outside its provider: Docusaurus' `ReactContextError`, or a site's own words for it. */
const CONTEXT_MISS = /ReactContextError|\b\w*(?:Provider|Context)\b[^\n]*|\bcontext\b/i;

/** A site component the page imports, named in the error's stack: its file and the page's names for it. */
export interface ThrowingComponent {
  file: string;
  names: string[];
}

/** Names the server has not and the browser has: a component reading one needs <BrowserOnly>. */
const BROWSER_GLOBALS = new Set([
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'history',
  'self',
  'matchMedia',
  'requestAnimationFrame',
  'IntersectionObserver',
  'ResizeObserver',
  'MutationObserver',
  'HTMLElement',
  'Element',
  'getComputedStyle',
]);

/**
 * The first of the page's imported components whose compiled module (`.docgen/modules/<Name>-<hash>.mjs`)
 * is in the error's stack: the component that threw.
 */
export function throwingComponent(
  error: Error,
  imported: ReadonlyMap<string, string[]>,
  rel: (file: string) => string,
): ThrowingComponent | undefined {
  for (const m of (error.stack ?? '').matchAll(/[\\/]\.docgen[\\/]modules[\\/]([^\\/]+?)(?:\.island)?-[\w-]+\.mjs/g)) {
    for (const [file, names] of imported)
      if (file.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '') === m[1]) return { file: rel(file), names };
  }
  return undefined;
}

/**
 * The body with fenced code blocks and inline code blanked out (lines and columns kept): braces
 * and tags there are text in MDX, not expressions or elements.
 */
export function maskCode(body: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  return body
    .replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\2[`~]*[ \t]*$|(?![\s\S]))/gm, blank)
    .replace(/(`+)(?!`)[^\n]*?(?<!`)\1(?!`)/g, blank);
}

export function positionOf(text: string, pattern: RegExp): { line: number; column: number } | undefined {
  const match = pattern.exec(text);
  if (!match) return undefined;
  const before = text.slice(0, match.index);
  return { line: before.split('\n').length, column: match.index - before.lastIndexOf('\n') };
}

/**
 * The local names a page binds to each file it imports (`import Counter from './Counter'`,
 * `import { A, B as C } from …`): messages find the page's elements of a component by them.
 */
export function importedNames(body: string, fileOf: (specifier: string) => string | undefined): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const m of body.matchAll(/^import\s+([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/gm)) {
    const file = fileOf(m[2]!);
    if (!file) continue;
    const [, first, braces] = /^([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?/.exec(m[1]!.trim()) ?? [];
    const locals = [
      ...(first ? [first] : []),
      ...(braces ?? '')
        .split(',')
        .map(
          (s) =>
            s
              .trim()
              .split(/\s+as\s+/)
              .at(-1)!,
        )
        .filter(Boolean),
    ];
    names.set(file, [...(names.get(file) ?? []), ...locals]);
  }
  return names;
}
