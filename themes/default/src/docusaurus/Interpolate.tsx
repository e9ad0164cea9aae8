import { Fragment, type ReactNode, createElement } from 'react';

type Values = Record<string, ReactNode>;

/**
 * `interpolate(text, values)` of `@docusaurus/Interpolate`: `{name}` placeholders filled from
 * `values`; a string when every value is a string or a number, else React nodes (a link in a
 * sentence). A placeholder without a value is kept as written.
 */
export function interpolate(text: string, values?: Values): ReactNode {
  const parts = text.split(/(\{\w+\})/);
  const fill = (part: string) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && values && Object.hasOwn(values, name) ? values[name] : part;
  };
  const filled = parts.map(fill);
  if (filled.every((v) => typeof v === 'string' || typeof v === 'number')) return filled.join('');
  return createElement(Fragment, null, ...filled);
}

/** `<Interpolate values={…}>{'Text with {name}'}</Interpolate>`. */
export default function Interpolate({ children, values }: { children: string; values?: Values }): ReactNode {
  return interpolate(children, values);
}
