import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { put, useWorkspaceModules } from './support/site.js';

/**
 * `mdx/` (the MDX compiler's side, acorn, cjs-module-lexer, islands) is loaded only by a site
 * that needs it: a build of Markdown pages loads none of its modules (core README, "Site
 * components of MDX pages"). Checked on the built `dist`, which is what a build runs.
 */
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** The core sources a built chunk was made of, from its source map. */
function sourcesOf(file: string): string[] {
  const map = `${file}.map`;
  if (!fs.existsSync(map)) return [];
  return (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources.map((s) =>
    s.replace(/^(\.\.\/)+/, ''),
  );
}

/** Every module a dist entry imports statically, itself included, and the packages they import. */
function staticClosure(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [path.join(dist, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:^|\n)(?:import|export)\s(?:[^;"'`]*?\sfrom\s*)?["']([^"']+)["']/g)) {
      const spec = m[1]!;
      if (spec.startsWith('.')) queue.push(path.resolve(path.dirname(file), spec));
      else packages.add(spec);
    }
  }
  return { files, packages };
}

describe('a Markdown-only build loads no MDX code', () => {
  it.each(['build-entry.js', 'build/worker.js', 'index.js'])(
    '%s imports no module of mdx/, nor acorn or cjs-module-lexer, statically',
    (entry) => {
      const { files, packages } = staticClosure(entry);
      expect(files.size).toBeGreaterThan(5);
      const mdx = [...files].flatMap(sourcesOf).filter((s) => s.startsWith('src/mdx/'));
      expect(mdx).toEqual([]);
      expect([...packages].filter((p) => p === 'acorn' || p === 'cjs-module-lexer')).toEqual([]);
    },
  );

  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-mdx-lazy-'));
    useWorkspaceModules(dir);
    put(dir, 'docgen.config.mjs', "export default { title: 'Lazy', url: 'https://lazy.example' };\n");
    put(dir, 'docs/intro.md', '---\ntitle: Intro\n---\n\nSee [the next](./next.md).\n\n```js\nconst a = 1;\n```\n');
    put(dir, 'docs/next.md', '# Next\n\n:::note\nA note.\n:::\n');
    put(dir, 'docs/page.mdx', "import Tabs from '@theme/Tabs';\n\n# Page\n\n<Tabs>text</Tabs>\n");
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** The core modules a `--no-cache` build of the site loads, as a loader hook sees them. */
  function loadedCoreSources(): string[] {
    const hooks = path.join(dir, 'hooks.mjs');
    const log = path.join(dir, 'loaded.txt');
    fs.writeFileSync(
      hooks,
      `import fs from 'node:fs';\nexport async function load(url, context, next) {\n  fs.appendFileSync(${JSON.stringify(log)}, url + '\\n');\n  return next(url, context);\n}\n`,
    );
    fs.rmSync(log, { force: true });
    const register = `import { register } from 'node:module'; register(${JSON.stringify(pathToFileURL(hooks).href)});`;
    const run = `const { buildIfChanged } = await import(${JSON.stringify(pathToFileURL(path.join(dist, 'build-entry.js')).href)}); await buildIfChanged({ siteDir: ${JSON.stringify(dir)}, outDir: ${JSON.stringify(path.join(dir, 'out'))}, cache: false });`;
    execFileSync(
      process.execPath,
      ['--import', `data:text/javascript,${encodeURIComponent(register)}`, '--input-type=module', '-e', run],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    const urls = new Set(
      fs
        .readFileSync(log, 'utf8')
        .split('\n')
        .filter((u) => u.startsWith('file:')),
    );
    return [...urls]
      .map((u) => fileURLToPath(u))
      .filter((f) => f.startsWith(dist))
      .flatMap(sourcesOf);
  }

  it('a build of Markdown pages loads none of mdx/; one with an MDX page loads it', () => {
    const mdxPage = path.join(dir, 'docs', 'page.mdx');
    const kept = fs.readFileSync(mdxPage, 'utf8');
    fs.rmSync(mdxPage);
    const markdownOnly = loadedCoreSources();
    fs.writeFileSync(mdxPage, kept);
    const withMdx = loadedCoreSources();
    expect(markdownOnly).toContain('src/markdown/body.ts');
    expect(markdownOnly.filter((s) => s.startsWith('src/mdx/'))).toEqual([]);
    expect(withMdx).toContain('src/mdx/compile-page.ts');
    expect(fs.readFileSync(path.join(dir, 'out', 'docs', 'page', 'index.html'), 'utf8')).toContain('text');
  });
});
