import { Fragment, type ReactNode, createElement } from 'react';
import { currentDocusaurusPage } from '@docgen/shared';
import { moduleLevelTranslates } from '@docgen/shared/module-translates';

type Values = Record<string, ReactNode>;

/** The message of `id` (or of the message itself) in the page's locale: the site's translations, else the message. */
function messageOf(message: string, id: string | undefined): string {
  const strings = currentDocusaurusPage()?.strings ?? {};
  return strings[id ?? message] ?? message;
}

/** `{name}` placeholders of a message filled with `values` (React nodes kept as nodes). */
function interpolate(message: string, values: Values | undefined): ReactNode {
  if (!values) return message;
  const parts = message.split(/(\{\w+\})/);
  if (parts.length === 1) return message;
  return createElement(
    Fragment,
    null,
    ...parts.map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && name in values ? values[name] : part;
    }),
  );
}

/**
 * `@docusaurus/Translate`: the message (its children) in the page's locale, placeholders
 * (`{count}`) filled from `values`. The translations are the site's UI strings of the locale
 * (keyed by `id`, else by the message); without one, the message as written, as Docusaurus
 * shows it in its default locale.
 */
export default function Translate({
  children,
  id,
  values,
}: {
  children?: string;
  id?: string;
  description?: string;
  values?: Values;
}): ReactNode {
  return interpolate(messageOf(children ?? '', id), values);
}

/** `translate({ message, id }, values)`: the same, as a string. */
export function translate(
  { message, id }: { message: string; id?: string; description?: string },
  values?: Record<string, string | number>,
): string {
  // Called while a module loads (outside any component): noted with where, for the build to tell.
  if (!currentDocusaurusPage() && typeof window === 'undefined')
    moduleLevelTranslates().push({ key: id ?? message, message, stack: new Error().stack ?? '' });
  const text = messageOf(message, id);
  return values
    ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
    : text;
}
