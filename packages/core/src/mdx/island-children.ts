import { Fragment, isValidElement } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';

/**
 * A component given its children as the page wrote them: an element of another export of a site
 * component module (`<Tabs><Tab value="a">`) is an element of that export itself, not of the
 * wrapper `islandOf` put in front of it. Compound components check their children by identity
 * (`child.type === Tab`, `child.type.displayName`), as they can under Docusaurus, where the page
 * imports the module's own functions; with the wrapper's type every child fails the check.
 */

/** What a wrapper renders: its component, and whether it may render as an island of its own. */
interface Wrapped {
  raw: unknown;
  /** The component's module needs the browser: its element stays the wrapper's, which hydrates it. */
  interactive: boolean;
}

const wrappers = new WeakMap<object, Wrapped>();

/** Records `wrapper` as standing for `raw`. */
export function recordWrapper(wrapper: object, raw: unknown, interactive: boolean): void {
  wrappers.set(wrapper, { raw, interactive });
}

/**
 * `props` with its children's wrapper elements (in arrays too) made elements of the components
 * they wrap. `inside`: the component renders inside an island, where a wrapper renders its
 * component as it is; outside, only a wrapper that cannot become an island (its module needs no
 * browser, no `client:` directive) is replaced, so an island keeps its hydration.
 */
export function withOwnChildren(props: Record<string, unknown>, inside: boolean): Record<string, unknown> {
  if (!('children' in props)) return props;
  const children = own(props.children, inside);
  return children === props.children ? props : { ...props, children };
}

function own(value: unknown, inside: boolean): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((child) => {
      const mine = own(child, inside);
      if (mine !== child) changed = true;
      return mine;
    });
    return changed ? out : value;
  }
  if (!isValidElement(value)) return value;
  const element = value as { type: unknown; key: string | null; props: Record<string, unknown> };
  // A host element or a fragment (`<div><Tab /></div>`): its children are the page's too.
  if (typeof element.type === 'string' || element.type === Fragment) {
    const props = withOwnChildren(element.props, inside);
    return props === element.props
      ? value
      : (Array.isArray(props.children) ? jsxs : jsx)(element.type as never, props, element.key ?? undefined);
  }
  if (typeof element.type !== 'function') return value;
  const wrapped = wrappers.get(element.type);
  if (!wrapped) return value;
  if (!inside && (wrapped.interactive || Object.keys(element.props).some((key) => key.startsWith('client:'))))
    return value;
  const props = withOwnChildren(element.props, inside);
  return (Array.isArray(props.children) ? jsxs : jsx)(wrapped.raw as never, props, element.key ?? undefined);
}

/** The component a wrapper stands for (an island's props decoded on the server), or `value` itself. */
export function ownExport(value: unknown): unknown {
  return (typeof value === 'function' && wrappers.get(value)?.raw) || value;
}
