// Hugo on the bench corpus, for `pnpm bench`'s side-by-side figures (scripts/bench.mjs).
//
// The same pages laid out as a Hugo site: one content folder per language (a copy of the
// corpus's, its index.md as the home page's _index.md), Goldmark with raw HTML allowed, code
// highlighted by Chroma, and a minimal layout: each page with its table of contents and a
// sidebar listing every page of its language, rendered once per language (`partialCached`) as
// docgen renders a sidebar once per locale, so the layout is not quadratic in the pages.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The `hugo` command, installed from Debian's packages when missing (root only). */
export function ensureHugo() {
  const version = () => spawnSync('hugo', ['version'], { encoding: 'utf8' });
  let found = version();
  if (found.status !== 0 && process.getuid?.() === 0) {
    console.error("bench: hugo is missing; installing Debian's package (apt-get install -y hugo)…");
    spawnSync('apt-get', ['install', '-y', '-qq', 'hugo'], { stdio: 'ignore' });
    found = version();
    if (found.status !== 0) {
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
      spawnSync('apt-get', ['install', '-y', '-qq', 'hugo'], { stdio: 'ignore' });
      found = version();
    }
  }
  if (found.status !== 0) return undefined;
  return found.stdout.trim().split(/\s+/).slice(0, 2).join(' ');
}

const LAYOUT = {
  'layouts/_default/baseof.html': `<!doctype html>
<html lang="{{ .Site.Language.Lang }}">
<head><meta charset="utf-8"><title>{{ .Title }} | {{ .Site.Title }}</title>
<meta name="description" content="{{ .Description }}"></head>
<body>
<nav class="sidebar">{{ partialCached "sidebar.html" . .Site.Language.Lang }}</nav>
<main>{{ block "main" . }}{{ end }}</main>
</body>
</html>
`,
  'layouts/_default/single.html': `{{ define "main" }}<aside class="toc">{{ .TableOfContents }}</aside>
<article><h1>{{ .Title }}</h1>{{ .Content }}</article>{{ end }}
`,
  'layouts/_default/list.html': `{{ define "main" }}<article><h1>{{ .Title }}</h1>{{ .Content }}</article>{{ end }}
`,
  'layouts/partials/sidebar.html': `<ul>{{ range .Site.RegularPages.GroupBy "Section" }}<li>{{ .Key }}<ul>{{ range .Pages.ByParam "sidebar_position" }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></li>{{ end }}</ul>
`,
};

/** Lays the corpus (`<corpus>/<locale>/…`) out as a Hugo site in `site`. */
export function hugoSite(corpus, site, locales) {
  fs.rmSync(site, { recursive: true, force: true });
  for (const [rel, text] of Object.entries(LAYOUT)) {
    fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
    fs.writeFileSync(path.join(site, rel), text);
  }
  const languages = locales
    .map(
      (l, i) => `[languages.${l}]
  contentDir = 'content/${l}'
  languageName = '${l}'
  weight = ${i + 1}
`,
    )
    .join('');
  fs.writeFileSync(
    path.join(site, 'hugo.toml'),
    `baseURL = 'https://bench.example/'
title = 'Bench'
defaultContentLanguage = '${locales[0]}'
disableKinds = ['taxonomy', 'term', 'RSS']
[markup.goldmark.renderer]
  unsafe = true
[markup.tableOfContents]
  startLevel = 2
  endLevel = 3
${languages}`,
  );
  for (const locale of locales) {
    const from = path.join(corpus, locale);
    const to = path.join(site, 'content', locale);
    fs.cpSync(from, to, { recursive: true });
    // Hugo's home page is the content root's _index.md.
    if (fs.existsSync(path.join(to, 'index.md'))) fs.renameSync(path.join(to, 'index.md'), path.join(to, '_index.md'));
  }
}

/** One cold Hugo build (output and caches removed) under /usr/bin/time: wall, CPU, peak RSS. */
export function hugoBuild(site) {
  const out = path.join(site, 'public');
  fs.rmSync(out, { recursive: true, force: true });
  fs.rmSync(path.join(site, 'resources'), { recursive: true, force: true });
  return timed('hugo', ['--quiet', '--ignoreCache', '--source', site, '--destination', out], out);
}

/** A command's wall time, user + system CPU and peak RSS, by GNU time (the same measure for docgen and Hugo). */
export function timed(command, args, out, stdout = undefined) {
  const report = path.join(path.dirname(out), `.time-${process.pid}`);
  const printed = execFileSync('/usr/bin/time', ['-f', '%e %U %S %M', '-o', report, command, ...args], {
    stdio: ['ignore', stdout ? 'pipe' : 'ignore', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (stdout) stdout.json = printed;
  const [wall, user, sys, rss] = fs.readFileSync(report, 'utf8').trim().split('\n').at(-1).split(' ').map(Number);
  fs.rmSync(report, { force: true });
  return { wallMs: wall * 1000, cpuMs: (user + sys) * 1000, maxRssKb: rss, outputBytes: folderBytes(out) };
}

function folderBytes(dir) {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size;
  return bytes;
}
