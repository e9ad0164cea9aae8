import type { RenderOrder, RouteRecord } from '@docgen/core';

type SiteContext = Parameters<RenderOrder['begin']>[1];

/**
 * The dev server's first build renders pages in this order, serving each as soon as it is
 * written: home pages and the default locale first, 404 pages early, redirects last; a page a
 * browser waits for (`prioritize`) jumps the queue.
 */
export class FirstPass implements RenderOrder {
  private order: string[] = [];
  private byPath = new Map<string, RouteRecord>();
  private cursor = 0;
  private readonly urgent: string[] = [];
  private readonly done = new Set<string>();
  private readonly waiters = new Map<string, (() => void)[]>();
  private started!: () => void;
  /** Resolves once the routes are known (or the pass is aborted before). */
  readonly begun = new Promise<void>((resolve) => (this.started = resolve));
  /** The site being built, its config read: known from `begun` on. */
  ctx?: SiteContext;

  begin(routes: readonly RouteRecord[], ctx: SiteContext): void {
    this.ctx = ctx;
    this.byPath = new Map(routes.map((r) => [r.path, r]));
    // Every locale but the default one has its routes below `/<locale>`.
    const prefixed = (r: RouteRecord) => r.path === `/${r.locale}` || r.path.startsWith(`/${r.locale}/`);
    const rank = (r: RouteRecord) => {
      const locale = prefixed(r) ? 1 : 0;
      const home = r.path === (prefixed(r) ? `/${r.locale}` : '/');
      if (home) return locale;
      if (r.kind === 'notFound') return 2 + locale;
      if (r.kind === 'redirect') return 8;
      return 4 + locale;
    };
    this.order = routes
      .map((r, i) => ({ r, i, k: rank(r) }))
      .sort((a, b) => a.k - b.k || a.i - b.i)
      .map((x) => x.r.path);
    this.started();
  }

  next(): RouteRecord | undefined {
    while (this.urgent.length > 0) {
      const p = this.urgent.shift()!;
      if (!this.done.has(p)) return this.byPath.get(p);
    }
    while (this.cursor < this.order.length) {
      const p = this.order[this.cursor++]!;
      if (!this.done.has(p)) return this.byPath.get(p);
    }
    return undefined;
  }

  has(routePath: string): boolean {
    return this.byPath.has(routePath);
  }

  /** Renders this route next and resolves once its page is written. */
  prioritize(routePath: string): Promise<void> {
    if (this.done.has(routePath) || !this.byPath.has(routePath)) return Promise.resolve();
    const route = this.byPath.get(routePath);
    if (route?.canonicalPath) this.urgent.unshift(route.canonicalPath);
    this.urgent.unshift(routePath);
    return new Promise((resolve) => {
      const list = this.waiters.get(routePath) ?? [];
      list.push(resolve);
      this.waiters.set(routePath, list);
    });
  }

  finish(routePath: string): void {
    this.done.add(routePath);
    for (const resolve of this.waiters.get(routePath) ?? []) resolve();
    this.waiters.delete(routePath);
  }

  /** Nobody waits any longer (the build failed or the server stops). */
  abort(): void {
    this.started();
    for (const list of this.waiters.values()) for (const resolve of list) resolve();
    this.waiters.clear();
  }
}
