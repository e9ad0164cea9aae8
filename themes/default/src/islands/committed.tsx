/// <reference lib="dom" />
/**
 * Rendering an island so that the loader marks it hydrated (`data-dg-hydrated`) only once it
 * works. `hydrateRoot` returns before React has hydrated anything (hydration is scheduled), so
 * the mark used to come first: a click landing between the two found neither the runtime's
 * pre-hydration catcher (which steps aside for a hydrated island) nor the island's listeners (an
 * effect, not yet run), and was lost — the search dialog of the not-found page stayed shut in CI.
 */
import { type ReactNode, useEffect } from 'react';
import { createRoot, type HydrationOptions, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';

/**
 * Runs `onCommit` after the first commit of its children: React runs effects children first, so
 * by then every effect of the island has run. It renders no element of its own, which keeps the
 * ids of `useId` those of the server render.
 */
function Committed({ onCommit, children }: { onCommit(): void; children: ReactNode }): ReactNode {
  useEffect(onCommit, [onCommit]);
  return children;
}

export interface RenderedIsland {
  /** The island's React root, known at once (for `unmount`). */
  root: Root;
  /** Settles once React has committed the island and run its effects. */
  committed: Promise<void>;
}

/**
 * Hydrates the server's markup of `element` with `tree` (or mounts `tree` afresh with `fresh`,
 * `client:only`). `committed` never settles when the island throws while rendering: React
 * reports the error and unmounts it, and an island that does not work is not marked hydrated.
 */
export function renderIsland(
  element: HTMLElement,
  tree: ReactNode,
  options: HydrationOptions & RootOptions = {},
  fresh = false,
): RenderedIsland {
  let done!: () => void;
  const committed = new Promise<void>((resolve) => {
    done = resolve;
  });
  const wrapped = <Committed onCommit={done}>{tree}</Committed>;
  let root: Root;
  if (fresh) {
    root = createRoot(element, options);
    root.render(wrapped);
  } else root = hydrateRoot(element, wrapped, options);
  return { root, committed };
}
