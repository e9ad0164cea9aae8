import type { ComponentProps } from 'react';

/**
 * `@theme/CodeInline`: inline code, as Docusaurus 3.5+'s MDX `code` draws what is not a block and
 * sites' own components reuse (frigate's option tables).
 */
export default function CodeInline(props: ComponentProps<'code'>) {
  return <code {...props} />;
}
