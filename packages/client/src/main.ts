/**
 * The runtime's module entry, on every page: enhancers (colour mode, tabs,
 * announcement bar, drawer, navbar "more" menu, TOC highlight, copy buttons, docs
 * versions), the island loader, prefetch, analytics and client-side navigation; the preferred
 * docs version is a chunk of its own, for versioned sites only, and so is the filling in of a
 * large sidebar's collapsed categories, for its pages only. Dependency-free.
 */
import { DOM } from '@docgen/shared';
import { initAnalytics, pageView } from './analytics.js';
import { initAnnouncement } from './enhancers/announcement.js';
import { initColorMode } from './enhancers/color-mode.js';
import { initCopyCode } from './enhancers/copy-code.js';
import { initDocsVersion } from './enhancers/docs-version.js';
import { initDrawer } from './enhancers/drawer.js';
import { initNavbarFit } from './enhancers/navbar-fit.js';
import { initSearchShortcut } from './enhancers/search-shortcut.js';
import { initTabs, mountTabs } from './enhancers/tabs.js';
import { mountToc } from './enhancers/toc-highlight.js';
import { initIslands, mountIslands } from './islands.js';
import { initPrefetch, observeLinks } from './prefetch.js';
import { linkTarget, loadNav, startRouter } from './router.js';
import { $, readBoot, root, sel } from './util.js';

/** Runs one part of the boot; a failing enhancer must not take the others down. */
function safely(fn: () => void): void {
  try {
    fn();
  } catch (err) {
    console.error(err);
  }
}

root.classList.add('js');
const boot = readBoot();

for (const init of [
  initColorMode,
  initTabs,
  initAnnouncement,
  initDrawer,
  initNavbarFit,
  initCopyCode,
  initDocsVersion,
  initSearchShortcut,
])
  safely(init);

// An island that throws shows the crash screen ('Try again' shows the page afresh).
safely(() =>
  initIslands(boot?.islands, () => {
    if (boot)
      void loadNav().then(
        (m) => m.showError('crash', m.retry),
        () => {},
      );
  }),
);

/** Enhances content shown for the first time (the first page, then every swapped-in region). */
function mount(scope: ParentNode): void {
  mountTabs(scope);
  mountToc();
  mountIslands(scope);
  if (boot) observeLinks(scope);
}

if (boot) {
  safely(() => {
    // Only versioned sites fetch the preferred-version code; the router holds clicks until it has.
    const taker = boot.docsVersions
      ? import('./enhancers/preferred-version.js').then((m) => m.initPreferredVersion(boot))
      : undefined;
    startRouter(boot, mount, taker);
    initPrefetch(linkTarget);
  });
  // A page of a large sidebar has categories without their items: a chunk of its own fills them
  // in when they open (`sidebar-items.ts`), loaded at once, and only on such pages.
  if ($(sel(DOM.sidebarLazy))) void import('./sidebar-items.js').then((m) => safely(m.initLazySidebar), console.error);
  safely(() => {
    initAnalytics(boot.analytics);
    pageView(document.referrer);
  });
}
safely(() => mount(document));
