/// <reference lib="dom" />
import { PAGE_EVENTS } from '@docgen/shared';
import { EVENTS_PATH, type OverlayError } from './events.js';

/**
 * The dev server's browser script, injected before `</body>` of every HTML page it serves
 * (never in a production build). It listens to the event stream; when the text of the page
 * on screen changed it asks the runtime to show the new version in place (no reload: scroll,
 * focus, open tabs and the sidebar stay), and reloads the tab, keeping the scroll position,
 * for anything else (sidebar, theme, styles) or on a page without the runtime. Build errors
 * show in an overlay that goes away by itself once the file is fixed.
 */
export function devClientScript(version: number): string {
  return `<script data-docgen-dev>(${client.toString()})(${JSON.stringify({ events: EVENTS_PATH, refreshEvent: PAGE_EVENTS.refresh, version })})</script>`;
}

/** Runs in the browser: keep it plain ES2017, no imports. */
function client(options: { events: string; refreshEvent: string; version: number }): void {
  const KEY = 'docgen:dev-scroll';
  const w = window as unknown as {
    __docgenDev?: { version: number; reloads: number; refreshes: number; overlay: boolean };
  };
  const state = { version: options.version, reloads: 0, refreshes: 0, overlay: false };
  w.__docgenDev = state;
  const norm = (p: string) => {
    let s = p.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
    if (s.length > 1 && s.endsWith('/')) s = s.slice(0, -1);
    return s || '/';
  };
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) || 'null') as { path: string; x: number; y: number } | null;
    if (saved && saved.path === location.pathname) {
      sessionStorage.removeItem(KEY);
      const restore = () => window.scrollTo(saved.x, saved.y);
      restore();
      document.addEventListener('DOMContentLoaded', restore);
      window.addEventListener('load', restore);
    }
  } catch {
    // private mode: no scroll keeping
  }
  const reload = () => {
    try {
      sessionStorage.setItem(KEY, JSON.stringify({ path: location.pathname, x: window.scrollX, y: window.scrollY }));
    } catch {
      // ignore
    }
    state.reloads++;
    location.reload();
  };
  type Err = OverlayError;
  const show = (errors: Err[]) => {
    let box = document.getElementById('docgen-error-overlay');
    state.overlay = errors.length > 0;
    if (errors.length === 0) {
      if (box) box.remove();
      return;
    }
    if (!box) {
      box = document.createElement('div');
      box.id = 'docgen-error-overlay';
      box.setAttribute('role', 'alert');
      box.setAttribute('data-docgen-overlay', '');
      box.style.cssText =
        'position:fixed;inset:0;z-index:2147483647;background:rgba(18,18,24,.95);color:#f4f4f5;padding:32px;overflow:auto;font:14px/1.55 ui-monospace,SFMono-Regular,Menlo,monospace;text-align:left';
      document.body.appendChild(box);
    }
    box.textContent = '';
    const h = document.createElement('h2');
    h.textContent = errors.length === 1 ? 'docgen: build error' : `docgen: ${errors.length} build errors`;
    h.style.cssText = 'color:#ff8a8a;margin:0 0 16px;font-size:18px';
    box.appendChild(h);
    for (const e of errors) {
      const item = document.createElement('section');
      item.setAttribute('data-docgen-error', e.name);
      item.style.cssText =
        'margin:0 0 18px;padding:12px 14px;border-left:3px solid #ff8a8a;background:rgba(255,255,255,.04)';
      const place = document.createElement('div');
      place.setAttribute('data-docgen-error-file', '');
      place.style.cssText = 'color:#7dd3fc';
      place.textContent = `${e.file ? `${e.file}${e.line ? `:${e.line}${e.column ? `:${e.column}` : ''}` : ''}` : e.where || ''}  ${e.name}`;
      const msg = document.createElement('div');
      msg.setAttribute('data-docgen-error-message', '');
      msg.style.cssText = 'font-weight:600;margin-top:4px';
      msg.textContent = e.message;
      item.append(place, msg);
      for (const [i, text] of (e.places || []).entries()) {
        const at = document.createElement('div');
        at.setAttribute('data-docgen-error-place', '');
        at.style.cssText = 'color:#7dd3fc;opacity:.8;margin-top:2px;white-space:pre';
        at.textContent = `${i === 0 ? 'at: ' : '    '}${text}`;
        item.appendChild(at);
      }
      if (e.morePlaces) {
        const more = document.createElement('div');
        more.style.cssText = 'opacity:.6;margin-top:2px';
        more.textContent = `    … and ${e.morePlaces} more (the terminal lists them with --verbose)`;
        item.appendChild(more);
      }
      for (const [label, text] of [
        ['why', e.why],
        ['fix', e.fix],
      ] as const) {
        if (!text) continue;
        const line = document.createElement('div');
        line.style.cssText = 'opacity:.8;margin-top:2px';
        line.textContent = `${label}: ${text}`;
        item.appendChild(line);
      }
      box.appendChild(item);
    }
    const foot = document.createElement('p');
    foot.style.cssText = 'opacity:.6';
    foot.textContent = 'The last good version is still served. Fix the file: this overlay goes away by itself.';
    box.appendChild(foot);
  };
  const onUpdate = (data: {
    version: number;
    kind?: string;
    paths: string[];
    chunks?: Record<string, string>;
    chunkData?: Record<string, unknown>;
    patches?: Record<string, unknown>;
    all: boolean;
    errors: Err[];
  }) => {
    const here = norm(location.pathname);
    const notFound = document.documentElement.getAttribute('data-page-kind') === 'notFound';
    state.version = data.version;
    const mine = data.paths.find((p) => norm(p) === here);
    if (mine && data.kind === 'content' && !data.all && !notFound) {
      // Only this page's text changed: the runtime shows it in place if it is on the page.
      const chunk = data.chunks?.[mine];
      const chunkData = data.chunkData?.[mine];
      const patch = data.patches?.[mine];
      const claimed = !document.dispatchEvent(
        new CustomEvent(options.refreshEvent, { cancelable: true, detail: { chunk, data: chunkData, patch } }),
      );
      if (claimed) {
        state.refreshes++;
        return show(data.errors);
      }
    }
    if (data.all || notFound || mine) return reload();
    show(data.errors);
  };
  const connect = () => {
    const es = new EventSource(options.events);
    es.addEventListener('hello', (ev) => {
      const data = JSON.parse((ev as MessageEvent).data) as { version: number; errors: Err[] };
      if (data.version !== state.version) return reload();
      show(data.errors);
    });
    es.addEventListener('update', (ev) => onUpdate(JSON.parse((ev as MessageEvent).data)));
    es.addEventListener('errors', (ev) => show((JSON.parse((ev as MessageEvent).data) as { errors: Err[] }).errors));
  };
  connect();
}
