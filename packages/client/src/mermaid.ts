/**
 * The diagram chunk: a module script the build puts in the head of the pages that hold a mermaid
 * diagram (`MERMAID` markup), so no other page loads it and the first load never holds it. It
 * draws each diagram in the theme of the colour mode, again when the mode changes, and those of
 * every page shown in place later (the module runs once per document: a page event brings the
 * next page's diagrams). The mermaid library itself is a dynamic import, split by esbuild so a
 * diagram type's code comes when a diagram of that type is drawn.
 */
import { MERMAID, type MermaidSettings } from '@docgen/shared/mermaid';

/** The site's `mermaid` settings, written in by the bundle stage (esbuild's `define`). */
declare const __DOCGEN_MERMAID__: MermaidSettings;

type Mermaid = typeof import('mermaid')['default'];

const settings: MermaidSettings = __DOCGEN_MERMAID__;
const html = document.documentElement;
let library: Promise<Mermaid> | undefined;
/** Draws run one after another: mermaid keeps one configuration and one render at a time. */
let queue: Promise<void> = Promise.resolve();
let initialized: string | undefined;
let count = 0;
/** The theme each diagram is drawn in (or being drawn in). */
const drawn = new WeakMap<Element, string>();

const theme = (): string => (html.dataset.theme === 'dark' ? settings.theme.dark : settings.theme.light);

function load(): Promise<Mermaid> {
  if (!library) {
    // The layouts the site installs (ELK), registered before the first diagram as theme-mermaid does.
    library = Promise.all([import('mermaid'), import('docgen:mermaid-layouts')]).then(([m, layouts]) => {
      for (const loaders of layouts.default) m.default.registerLayoutLoaders(loaders);
      return m.default;
    });
    library.catch(() => (library = undefined));
  }
  return library;
}

async function draw(root: HTMLElement, name: string): Promise<void> {
  const source = root.querySelector<HTMLElement>(`.${MERMAID.sourceClass}`);
  if (!source || !root.isConnected || drawn.get(root) !== name) return;
  const mermaid = await load();
  if (initialized !== name) {
    mermaid.initialize({ ...settings.options, startOnLoad: false, theme: name as never });
    initialized = name;
  }
  const id = `dg-mermaid-${++count}`;
  try {
    const { svg, bindFunctions } = await mermaid.render(id, source.textContent ?? '');
    if (!root.isConnected || drawn.get(root) !== name) return;
    let out = root.querySelector<HTMLElement>(`.${MERMAID.drawnClass}`);
    if (!out) {
      out = document.createElement('div');
      out.className = MERMAID.drawnClass;
      root.append(out);
    }
    out.innerHTML = svg;
    bindFunctions?.(out);
    source.hidden = true;
    root.removeAttribute(MERMAID.failedAttr);
  } catch (err) {
    // The source stays on the page, as the build wrote it; mermaid's scratch element goes.
    document.getElementById(`d${id}`)?.remove();
    drawn.delete(root);
    root.setAttribute(MERMAID.failedAttr, '');
    console.error('docgen: a mermaid diagram could not be drawn', err);
  }
}

/** Draws the diagrams of `scope` not yet drawn in the current theme. */
function drawAll(scope: ParentNode): void {
  const name = theme();
  for (const root of Array.from(scope.querySelectorAll<HTMLElement>(`[${MERMAID.attr}]`))) {
    if (drawn.get(root) === name) continue;
    drawn.set(root, name);
    queue = queue.then(
      () => draw(root, name),
      () => draw(root, name),
    );
  }
}

document.addEventListener('docgen:page', (e) => {
  const region = (e as CustomEvent<{ region?: Element }>).detail?.region;
  drawAll(region ?? document);
});
new MutationObserver(() => drawAll(document)).observe(html, { attributes: true, attributeFilter: ['data-theme'] });
drawAll(document);
