#!/usr/bin/env node
// Counts the Docusaurus modules (`@theme/…`, `@theme-original/…`, `@theme-init/…`,
// `@docusaurus/…`) that the sites of a folder import from their `docs/` and `src/` (pages,
// components, swizzled `src/theme/`), with the names imported from each, and prints a Markdown
// table, most used first, of what docgen does with them today: given (docgen's module has the
// name, or the site swizzled the component), explained (an error whose fix says what to do
// instead) or unknown (an error that can only say the module or name does not exist). Run
// `pnpm build` first: the answers are read from the built theme and core.
//
//   node scripts/docusaurus-import-survey.mjs <sites-folder> [--top 40]
//
// Each entry of the folder is a site's repository: a git directory (read at HEAD, no checkout
// needed; `<entry>/repo` as the `fetch` tool writes it) or a plain tree. A repository holds one or
// more sites: the folders with a docusaurus.config.{js,ts,mjs,cjs}.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '40' } },
});
if (positionals.length !== 1) {
  console.error('usage: node scripts/docusaurus-import-survey.mjs <sites-folder> [--top 40]');
  process.exit(2);
}
const load = (rel) => import(pathToFileURL(path.join(repo, rel)).href);
const { docusaurusModules } = await load('themes/default/dist/docusaurus/index.js');
const { themeImportFix, CHROME_STATE } = await coreRules();

/** core's rules of what an error says, compiled from its sources (its dist is bundled in chunks). */
async function coreRules() {
  const { build } = createRequire(path.join(repo, 'package.json'))('esbuild');
  const mdx = path.join(repo, 'packages/core/src/mdx');
  const out = await build({
    stdin: {
      contents:
        "export { themeImportFix } from './theme-import-fix.ts'; export { CHROME_STATE } from './unprovided.ts';",
      resolveDir: mdx,
      loader: 'ts',
    },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  // Under core's node_modules, where its packages resolve from.
  const file = path.join(repo, 'packages/core/node_modules/.cache/docusaurus-import-survey.mjs');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, out.outputFiles[0].text);
  return import(pathToFileURL(file).href);
}

const DOCUSAURUS = /^@(theme|theme-original|theme-init|docusaurus)\//;
// Types only: nothing is imported when the page runs.
const TYPES_ONLY = /^@docusaurus\/(types|module-type-aliases|tsconfig)(\/|$)/;
const SOURCE = /\.(mdx?|[cm]?[jt]sx?)$/;

/** A repository's files as `{ list(), read(rel) }`: a git directory at HEAD or a plain tree. */
function openRepository(entry) {
  const gitDir = [path.join(entry, 'repo', '.git'), path.join(entry, 'repo'), path.join(entry, '.git'), entry].find(
    (d) => fs.existsSync(path.join(d, 'HEAD')) && fs.existsSync(path.join(d, 'objects')),
  );
  if (gitDir) {
    const git = (...args) => execFileSync('git', ['--git-dir', gitDir, ...args], { maxBuffer: 1 << 28 }).toString();
    return {
      list: () => git('ls-tree', '-r', '--name-only', 'HEAD').split('\n').filter(Boolean),
      read: (rel) => git('show', `HEAD:${rel}`),
    };
  }
  const list = (dir = '') =>
    fs.readdirSync(path.join(entry, dir), { withFileTypes: true }).flatMap((d) => {
      const rel = path.posix.join(dir, d.name);
      if (d.isDirectory()) return d.name === 'node_modules' || d.name === '.git' ? [] : list(rel);
      return [rel];
    });
  return { list: () => list(), read: (rel) => fs.readFileSync(path.join(entry, rel), 'utf8') };
}

/** Fenced and inline code of Markdown, blanked: an import shown in a code block is text. */
const maskFences = (text) => text.replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2[`~]*\s*$/gm, '');

/** `[specifier, names[]]` of each import of a file; `default` and `*` name the default and the namespace. */
function importsOf(text, markdown) {
  const body = markdown ? maskFences(text) : text;
  const found = [];
  for (const m of body.matchAll(/^\s*(?:import|export)\s+(type\s+)?([\w$*{}\s,]*?)\s*from\s*['"]([^'"]+)['"]/gm)) {
    if (m[1]) continue;
    found.push([m[3], namesOf(m[2])]);
  }
  for (const m of body.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) found.push([m[1], []]);
  for (const m of body.matchAll(/\brequire\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push([m[1], ['*']]);
  return found.filter(([s]) => DOCUSAURUS.test(s) && !TYPES_ONLY.test(s));
}

function namesOf(clause) {
  const names = [];
  const [, first, star, braces] = /^([\w$]+)?\s*,?\s*(\*\s+as\s+[\w$]+)?\s*(?:\{([^}]*)\})?$/.exec(clause.trim()) ?? [];
  if (first) names.push('default');
  if (star) names.push('*');
  for (const part of (braces ?? '').split(',')) {
    const name = part.trim().split(/\s+as\s+/)[0];
    // `Props` is the type Docusaurus' components export, named without `type` in many .tsx files.
    if (name && !name.startsWith('type ') && !/Props$/.test(name)) names.push(name);
  }
  return names;
}

const exportsCache = new Map();
async function exportsOf(url) {
  if (!exportsCache.has(url)) exportsCache.set(url, new Set(Object.keys(await import(url))));
  return exportsCache.get(url);
}

/** What docgen does with one name of one import of a site: given, own, explained or unknown. */
async function answer(specifier, name, swizzled) {
  const alias = /^@(theme|theme-original|theme-init)\/(.+)$/.exec(specifier);
  if (alias?.[1] === 'theme' && swizzled.has(alias[2])) return 'own';
  const key = alias ? `@theme/${alias[2]}` : specifier;
  const url = docusaurusModules[key];
  if (url) {
    const names = await exportsOf(url);
    if (name === '*' || names.has(name)) return 'given';
    return CHROME_STATE.test(name) ? 'explained' : 'unknown';
  }
  if (!alias) return specifier === '@docusaurus/useRouteContext' ? 'explained' : 'unknown';
  const fix = themeImportFix('/nonexistent', alias[2], alias[1] !== 'theme', Object.keys(docusaurusModules));
  return /^(did you mean|write the component)/.test(fix) ? 'unknown' : 'explained';
}

/** specifier → { sites: Set, names: Map<name, { sites: Set, answers: Set }> } */
const usage = new Map();
let siteCount = 0;
for (const entry of fs.readdirSync(positionals[0]).sort()) {
  const dir = path.join(positionals[0], entry);
  if (!fs.statSync(dir).isDirectory()) continue;
  let files;
  let repository;
  try {
    repository = openRepository(dir);
    files = repository.list();
  } catch {
    continue;
  }
  const roots = files
    .filter(
      (f) =>
        /(^|\/)docusaurus\.config\.[cm]?[jt]s$/.test(f) &&
        !/(^|\/)(node_modules|__tests__|test|tests|fixtures?)\//.test(f),
    )
    .map((f) => path.posix.dirname(f));
  for (const root of roots) {
    siteCount++;
    const site = `${entry}${root === '.' ? '' : `/${root}`}`;
    const under = (f, folder) => f.startsWith(root === '.' ? `${folder}/` : `${root}/${folder}/`);
    const theme = root === '.' ? 'src/theme/' : `${root}/src/theme/`;
    const swizzled = new Set(
      files
        .filter((f) => f.startsWith(theme) && SOURCE.test(f))
        .map((f) => f.slice(theme.length).replace(/(\/index)?\.[^./]+$/, '')),
    );
    for (const file of files.filter((f) => SOURCE.test(f) && (under(f, 'docs') || under(f, 'src')))) {
      let text;
      try {
        text = repository.read(file);
      } catch {
        continue;
      }
      for (const [specifier, names] of importsOf(text, /\.mdx?$/.test(file))) {
        const row = usage.get(specifier) ?? { sites: new Set(), names: new Map() };
        usage.set(specifier, row);
        row.sites.add(site);
        for (const name of names.length > 0 ? names : ['(side effect)']) {
          const used = row.names.get(name) ?? { sites: new Set(), answers: new Set() };
          row.names.set(name, used);
          used.sites.add(site);
          used.answers.add(
            name === '(side effect)' ? await answer(specifier, '*', swizzled) : await answer(specifier, name, swizzled),
          );
        }
      }
    }
  }
}

const MARK = { given: '', own: ' (site)', explained: ' ⚠', unknown: ' ✗' };
const rows = [...usage].sort((a, b) => b[1].sites.size - a[1].sites.size || a[0].localeCompare(b[0]));
console.log(
  `${siteCount} sites. ⚠ explained: an error saying what to do instead; ✗ unknown: an error naming only what is missing; (site): every site using it swizzled it.\n`,
);
console.log('| specifier | sites | names (sites) |');
console.log('|---|---:|---|');
for (const [specifier, row] of rows.slice(0, Number(values.top))) {
  const names = [...row.names]
    .sort((a, b) => b[1].sites.size - a[1].sites.size || a[0].localeCompare(b[0]))
    .map(([name, used]) => {
      const worst = ['unknown', 'explained', 'given', 'own'].find((a) => used.answers.has(a));
      return `${name} ${used.sites.size}${MARK[worst]}`;
    });
  console.log(`| \`${specifier}\` | ${row.sites.size} | ${names.join(', ')} |`);
}
