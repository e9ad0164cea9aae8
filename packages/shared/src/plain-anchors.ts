import { DOM } from './dom.js';
import { isExternalHref } from './url.js';

type JsxFunction = (type: unknown, props: Record<string, unknown>, key?: unknown, ...rest: unknown[]) => unknown;
type CreateElement = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/** What `react/jsx-runtime` (and `react/jsx-dev-runtime`) give compiled JSX. */
export interface JsxRuntime {
  jsx: JsxFunction;
  jsxs: JsxFunction;
  jsxDEV?: JsxFunction;
  Fragment: unknown;
}

/**
 * React's element factories as a site's own components are compiled against (issue 22): the same
 * elements, but a plain `<a href>` carries `DOM.hostPath`, as a `pathname://` link does. Docusaurus
 * checks only `<Link>` and Markdown links, and a plain `<a>` is a full page load it leaves alone (a
 * path a host redirect serves, `/sponsor`); so the build does not check it, nor add a trailing
 * slash, and the router loads it in full (`useBrokenLinks().collectLink` asks for one to be
 * checked). Another origin's link is left as it is. Both JSX transforms are covered: the automatic runtime,
 * and `React.createElement` (a tsconfig's `"jsx": "react"`, which esbuild follows). The server and
 * the browser mark alike, so islands hydrate.
 */
export function plainAnchors(
  runtime: JsxRuntime,
  react: { createElement: CreateElement },
): { runtime: Required<JsxRuntime>; createElement: CreateElement } {
  const marked = <P extends Record<string, unknown> | null | undefined>(type: unknown, props: P): P =>
    type === 'a' &&
    props &&
    typeof props.href === 'string' &&
    props[DOM.hostPath] === undefined &&
    !isExternalHref(props.href)
      ? { ...props, [DOM.hostPath]: '' }
      : withDefaultProps(type, props);
  const jsx: JsxFunction = (type, props, key) => runtime.jsx(type, marked(type, props), key);
  const jsxs: JsxFunction = (type, props, key) => runtime.jsxs(type, marked(type, props), key);
  // The dev runtime's signature (`isStaticChildren`, source, self) answered by the production one.
  const jsxDEV: JsxFunction = (type, props, key, isStatic) => (isStatic ? jsxs : jsx)(type, props, key);
  return {
    runtime: { jsx, jsxs, jsxDEV, Fragment: runtime.Fragment },
    createElement: (type, props, ...children) => react.createElement(type, marked(type, props), ...children),
  };
}

/**
 * The props with the component's `defaultProps` filled in where they are undefined, as React 18
 * (Docusaurus 2 and 3's) does for every component: React 19, docgen's, reads them on classes only,
 * and a function component of the site that sets `Container.defaultProps = { padding: [] }`
 * would get `undefined` and throw. A class gets the same values React 19 gives it.
 */
export function withDefaultProps<P extends Record<string, unknown> | null | undefined>(type: unknown, props: P): P {
  const defaults =
    (typeof type === 'function' || (typeof type === 'object' && type !== null)) &&
    (type as { defaultProps?: unknown }).defaultProps;
  if (!defaults || typeof defaults !== 'object') return props;
  let out: Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(defaults as Record<string, unknown>)) {
    if (props?.[name] !== undefined) continue;
    out ??= { ...props };
    out[name] = value;
  }
  return (out ?? props) as P;
}
