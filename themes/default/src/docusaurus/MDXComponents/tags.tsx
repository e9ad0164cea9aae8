import { Children, type ComponentProps, isValidElement, type ReactNode } from 'react';
import { MDX_ORIGINAL } from '@docgen/shared';
import CodeBlock from '../CodeBlock.js';
import Details from '../Details.js';
import Heading from '../Heading.js';

// The elements of `@theme/MDXComponents` as docgen renders them: each writes the element MDX
// would write without it, so a site's map that keeps them (`...MDXComponents`, or its own map
// using `@theme/MDXComponents/A`) renders the page byte for byte as docgen's own.

/** `@theme/MDXComponents/A`: a plain link (its href resolved and checked at build time). */
export function MDXA(props: ComponentProps<'a'>) {
  return <a {...props} />;
}

/**
 * `@theme/MDXComponents/Code`: inline code, or a code block (Docusaurus 3's rule: a language, a
 * metastring or a line break) drawn by `CodeBlock`. docgen highlights fences before they render,
 * so a block gets here only when a site's own map takes `pre` or `code` (then fences go through it).
 */
export function MDXCode(props: ComponentProps<'code'> & { metastring?: string }) {
  const { children, className, metastring } = props;
  const block = /\blanguage-/.test(className ?? '') || metastring !== undefined || hasLineBreak(children);
  if (!block) return <code {...props} />;
  return <CodeBlock {...props} />;
}

/** `@theme/MDXComponents/Pre`: a fence's `code` draws the whole block (as Docusaurus 3), other `<pre>` stay. */
export function MDXPre(props: ComponentProps<'pre'>) {
  const only = Children.toArray(props.children);
  if (only.length === 1 && isValidElement(only[0]) && only[0].type !== 'pre') {
    const inner = only[0].props as { className?: string; metastring?: string; children?: ReactNode };
    if (typeof inner.children === 'string' || /\blanguage-/.test(inner.className ?? '')) return <>{props.children}</>;
  }
  return <pre {...props} />;
}

function hasLineBreak(children: ReactNode): boolean {
  return Children.toArray(children).some((c) => typeof c === 'string' && c.includes('\n'));
}

// A site map that keeps these draws fences as docgen does: only another `pre` or `code` takes them.
for (const tag of [MDXCode, MDXPre]) Object.defineProperty(tag, MDX_ORIGINAL, { value: true });

export function MDXUl(props: ComponentProps<'ul'>) {
  return <ul {...props} />;
}

export function MDXLi(props: ComponentProps<'li'>) {
  return <li {...props} />;
}

export function MDXImg(props: ComponentProps<'img'>) {
  // biome-ignore lint/a11y/useAltText: the alt is in the props, as the Markdown image wrote it (attribute order kept).
  return <img {...props} />;
}

/** `@theme/MDXComponents/Heading`: the heading named by `as`, with its id (docgen's anchors are in its children). */
export function MDXHeading(props: ComponentProps<typeof Heading>) {
  return <Heading {...props} />;
}

export { Details as MDXDetails };
