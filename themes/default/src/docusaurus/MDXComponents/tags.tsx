import type { ComponentProps } from 'react';
import Details from '../Details.js';
import Heading from '../Heading.js';

// The elements of `@theme/MDXComponents` as docgen renders them: each writes the element MDX
// would write without it, so a site's map that keeps them (`...MDXComponents`, or its own map
// using `@theme/MDXComponents/A`) renders the page byte for byte as docgen's own.

/** `@theme/MDXComponents/A`: a plain link (its href resolved and checked at build time). */
export function MDXA(props: ComponentProps<'a'>) {
  return <a {...props} />;
}

/** `@theme/MDXComponents/Code`: inline code (a code block is highlighted by docgen before it renders). */
export function MDXCode(props: ComponentProps<'code'>) {
  return <code {...props} />;
}

export function MDXPre(props: ComponentProps<'pre'>) {
  return <pre {...props} />;
}

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
