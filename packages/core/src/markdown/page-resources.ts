import { AsyncLocalStorage, createHook } from 'node:async_hooks';

/**
 * What the pages made in a scope created and still keep alive (a plugin's timer, file read,
 * request, child process), told apart from what the process holds for itself. A dev server's
 * sockets come and go while pages are made (a browser reconnecting its event stream): counted by
 * kind against a baseline, they looked like a page's request, and a page that waits for nothing
 * waited silently until the browser went away.
 */
export interface PageResources {
  /** Runs `make` in the scope: what it creates, and what that creates in turn, is the pages'. */
  run<T>(make: () => T): T;
  /** The kind of a resource the pages created that is alive now (`Timeout`, `FSREQCALLBACK`…), if any. */
  alive(): string | undefined;
  /** Stops tracking: the hook costs every async resource of the process a call (~4% of CPU). */
  close(): void;
}

const scope = new AsyncLocalStorage<Scope>();
/** Resources created in a scope, by async id, with their kind, alive until their destroy hook. */
const live = new Map<number, { owner: Scope; type: string }>();
let open = 0;
const hook = createHook({
  init(asyncId, type) {
    // A promise is a wait, not a source of settling: what may settle it is a resource of its own.
    if (type === 'PROMISE') return;
    const owner = scope.getStore();
    if (owner) live.set(asyncId, { owner, type });
  },
  destroy(asyncId) {
    live.delete(asyncId);
  },
});

class Scope implements PageResources {
  private closed = false;

  run<T>(make: () => T): T {
    return scope.run(this, make);
  }

  alive(): string | undefined {
    for (const { owner, type } of live.values()) if (owner === this) return type;
    return undefined;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const [id, { owner }] of live) if (owner === this) live.delete(id);
    if (--open === 0) hook.disable();
  }
}

/** A scope whose pages' resources are tracked until `close()`; the hook runs while any scope is open. */
export function trackPageResources(): PageResources {
  if (open++ === 0) hook.enable();
  return new Scope();
}
