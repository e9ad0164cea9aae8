import Admonition from '../Admonition.js';
import Head from '../Head.js';
import Mermaid from '../Mermaid.js';
import { MDXA, MDXCode, MDXDetails, MDXHeading, MDXImg, MDXLi, MDXPre, MDXUl } from './tags.js';

/**
 * `@theme/MDXComponents` (and `@theme-original/MDXComponents`, which a site's swizzled map
 * spreads): the names and elements Docusaurus' map has, as docgen renders them. A site's own
 * `src/theme/MDXComponents` is given to every MDX page in its place (`core/src/mdx/render.ts`).
 */
const MDXComponents: Record<string, unknown> = {
  Head,
  details: MDXDetails,
  Details: MDXDetails,
  code: MDXCode,
  a: MDXA,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h1: (props: object) => <MDXHeading as="h1" {...props} />,
  h2: (props: object) => <MDXHeading as="h2" {...props} />,
  h3: (props: object) => <MDXHeading as="h3" {...props} />,
  h4: (props: object) => <MDXHeading as="h4" {...props} />,
  h5: (props: object) => <MDXHeading as="h5" {...props} />,
  h6: (props: object) => <MDXHeading as="h6" {...props} />,
  admonition: Admonition,
  mermaid: Mermaid,
};

/**
 * Marks docgen's own `h1`–`h6`: a site's map whose heading lacks it draws the heading's `#` link
 * itself, as Docusaurus' `@theme/Heading` does, so the build adds none (`mapTakes` of core's
 * `mdx/component-map.ts` reads it). A global symbol, not one of `@docgen/shared`, which the
 * browser's chunks are built from.
 */
const MDX_HEADING = Symbol.for('docgen.mdxHeading');
for (const level of [1, 2, 3, 4, 5, 6]) Object.defineProperty(MDXComponents[`h${level}`], MDX_HEADING, { value: true });

export default MDXComponents;
