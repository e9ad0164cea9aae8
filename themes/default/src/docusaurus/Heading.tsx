import type { HTMLAttributes } from 'react';

/** `@theme/Heading`: the heading element named by `as`. */
export default function Heading({
  as: Tag = 'h2',
  ...rest
}: { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' } & HTMLAttributes<HTMLHeadingElement>) {
  return <Tag {...rest} />;
}
