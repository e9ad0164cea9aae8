/**
 * How the theme's components reach each other: through a registry that a site can override.
 * A component never renders another one directly; it renders its slot (`slot('Footer')`), which
 * looks the component up, at render time, in the registry `renderPage` provides. A site's
 * `theme/Footer.tsx` replaces the registry's `Footer` (see `withOverrides` in `index.tsx`); the
 * original stays available to it as `@theme-original/Footer`.
 */
import { createContext, createElement, useContext, type ComponentType, type ReactElement } from 'react';
import type { ThemeComponents } from './components.js';

/** The components rendering the current page, by name. */
export const ComponentsContext = createContext<ThemeComponents | null>(null);

/** The component standing for `name` on this page (the site's override, or the theme's own). */
export function useComponent<K extends keyof ThemeComponents>(name: K): ThemeComponents[K] {
  const registry = useContext(ComponentsContext);
  if (!registry)
    throw new Error(
      `@docgen/theme-default: <${name}> rendered outside renderPage (its components come from the theme's registry).`,
    );
  return registry[name];
}

/** A stand-in for the registry's component `name`, with its props. */
export function slot<K extends keyof ThemeComponents>(name: K): ThemeComponents[K] {
  const Slot = (props: object): ReactElement | null =>
    createElement(useComponent(name) as ComponentType<object>, props);
  Slot.displayName = `Slot(${name})`;
  return Slot as unknown as ThemeComponents[K];
}
