import { createElement, type HTMLAttributes, type ReactElement } from 'react';
import type { SourceFile } from '@docgen/config';
import type { MarkdownFileContext, MdxOptions } from '@docgen/markdown';
import { useMDXComponents } from '@docgen/shared/docusaurus-client';

/**
 * MDX 1 (Docusaurus 2) rendered a component the page neither imports nor is given (by the MDX
 * component map) as a "shortcode": `<div {...props}/>`, its children inside, with a console
 * warning. MDX 3 throws instead. Under `markdown.mdx1Compat.syntax` the page's components come
 * with a shortcode for each such name, and `undefinedName` is told each one the page uses.
 */
export function withShortcodes(
  code: string,
  provide: () => Record<string, unknown>,
  undefinedName: (name: string) => void,
): () => Record<string, unknown> {
  // MDX 3 checks each component it takes from the provider (a plain name; `A.B` is an object's).
  const names = new Set([...code.matchAll(/_missingMdxReference\("([A-Za-z_$][\w$]*)", true\b/g)].map((m) => m[1]!));
  if (names.size === 0) return provide;
  const told = new Set<string>();
  return () => {
    const given = provide();
    const missing = [...names].filter((name) => given[name] === undefined || given[name] === null);
    if (missing.length === 0) return given;
    const shortcodes: Record<string, unknown> = {};
    for (const name of missing) {
      shortcodes[name] = shortcode;
      if (!told.has(name)) {
        told.add(name);
        undefinedName(name);
      }
    }
    return { ...shortcodes, ...given };
  };
}

function shortcode(props: HTMLAttributes<HTMLDivElement>): ReactElement {
  return createElement('div', props);
}

/**
 * The page's `useMDXComponents`: docgen's, or under `markdown.mdx1Compat.syntax` with MDX 1's
 * shortcodes, each name a page uses undefined an MdxUndefinedComponent warning at its first element.
 */
export function pageComponents(
  options: MdxOptions,
  code: string,
  source: SourceFile,
  fileCtx: MarkdownFileContext,
  place: (pattern: RegExp) => { line: number; column: number } | undefined,
  /** The Docusaurus modules the theme answers: an undefined one of them is imported from `@theme/`. */
  themeModules: Readonly<Record<string, string>> = {},
): () => Record<string, unknown> {
  if (options.mdx1Compat?.syntax !== true) return useMDXComponents;
  return withShortcodes(code, useMDXComponents, (name) =>
    fileCtx.diagnostics.push({
      name: 'MdxUndefinedComponent',
      severity: 'warning',
      message: `<${name}> is used but not defined: it renders as a <div> of its children, as in Docusaurus 2 (MDX 1).`,
      file: source.relFile,
      ...place(new RegExp(`<${name.replace(/\$/g, '\\$')}\\b`)),
      why: 'MDX 1 rendered a component that is neither imported nor given by the site\'s MDX component map as a <div> of its children (a "shortcode"); MDX 3, Docusaurus 3\'s, stops the page.',
      fix: `import it (import ${name} from '${Object.hasOwn(themeModules, `@theme/${name}`) ? '@theme' : '@site/src/components'}/${name}'), add it to src/theme/MDXComponents.js, or remove it (in a heading, \\<${name}/> shows it as text).`,
    }),
  );
}
