/**
 * Docusaurus' docs data is made from every doc route: made once per manifest and locale, also
 * when each page reaches it through its own tracked view of the manifest (a build of N pages
 * made it N times, each time over all N routes). Making it does not make a page depend on every
 * route: what a page reads of it is recorded part by part (`docs-reads.test.ts`).
 */
import type { RouteManifest, SiteContext } from '@docgen/config';
import { expect, it } from 'vitest';
import { newTracker, trackedManifest, manifestBehind } from '../src/routes/tracked-manifest.js';
import { docusaurusDocsData } from '../src/docusaurus/docusaurus-data.js';

const manifest = (): RouteManifest => {
  const version = {
    name: 'current',
    label: 'Next',
    path: '',
    latest: true,
  } as unknown as RouteManifest['latestVersion'];
  return {
    routes: [],
    byPath: new Map(),
    docRoutes: new Map(),
    pageRoutes: new Map(),
    bySourceFile: new Map(),
    docIds: new Map(),
    versions: [],
    latestVersion: version,
    instanceVersions: [],
    homes: new Map(),
  };
};

it('a tracked view leads to its manifest, its tracker left as it is', () => {
  const m = manifest();
  const tracker = newTracker();
  const view = trackedManifest(m, tracker);
  expect(tracker.untracked).toBe(false);
  expect(manifestBehind(view)).toBe(m);
  expect(tracker.untracked).toBe(false);
  expect(manifestBehind(m)).toBe(m);
});

it("two pages' views of one manifest share one docs data, and neither depends on every route for it", () => {
  const m = manifest();
  const ctx = {} as SiteContext;
  const first = newTracker();
  const second = newTracker();
  const a = docusaurusDocsData(ctx, trackedManifest(m, first), undefined, 'en');
  const b = docusaurusDocsData(ctx, trackedManifest(m, second), undefined, 'en');
  expect(b).toBe(a);
  expect(docusaurusDocsData(ctx, m, undefined, 'en')).toBe(a);
  expect([first.untracked, second.untracked]).toEqual([false, false]);
});
