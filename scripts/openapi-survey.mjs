#!/usr/bin/env node
// Builds each OpenAPI document of a folder as a site of its own (one doc and
// `openapi({ spec, reference: true })`) and prints a Markdown table of what docgen made of it:
// version, operations, exit code, errors and warnings by name, pages, wall time, and the faults
// a vendor's imperfect document must never cause (issue 22): a stack trace or internal error, a
// build past the time limit, a page showing `undefined` or `[object Object]`, a diagnostic
// without a file:line:column. Run `pnpm build` first: the sites are built with bin/docgen.
//
//   node scripts/openapi-survey.mjs <documents-folder> <work-folder> [--timeout 300] [--only name]
//
// A document in several files is a folder of the documents folder, copied whole, whose
// `survey-spec.txt` names its root file (`reference/api.json`). Each document's site, build
// output and stderr stay in <work-folder>/<document>/ to be read.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const yaml = createRequire(path.join(repo, 'packages/plugin-openapi/package.json'))('js-yaml');
const USAGE = 'usage: node scripts/openapi-survey.mjs <documents-folder> <work-folder> [--timeout 300] [--only name]';
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query']);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { timeout: { type: 'string', default: '300' }, only: { type: 'string' } },
});
if (positionals.length !== 2) {
  console.error(USAGE);
  process.exit(2);
}
const [documents, work] = positionals.map((p) => path.resolve(p));
const timeoutMs = Number(values.timeout) * 1000;

/** Version and operation count as the document states them, or why it could not be read. */
function describe(file) {
  try {
    const doc = yaml.load(fs.readFileSync(file, 'utf8'));
    const version = doc?.openapi ?? (doc?.swagger ? `swagger ${doc.swagger}` : '?');
    let operations = 0;
    for (const item of Object.values(doc?.paths ?? {}))
      if (item && typeof item === 'object') operations += Object.keys(item).filter((k) => METHODS.has(k)).length;
    return { version: String(version), operations: String(operations) };
  } catch (error) {
    return { version: `unreadable (${error.name})`, operations: '?' };
  }
}

/** Every file below dir whose name ends as the given extension. */
function filesBelow(dir, extension) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(extension))
    .map((f) => path.join(dir, f));
}

/** The faults of issue 22 found in a build's stderr and pages. */
function faults(stderr, pages) {
  const found = [];
  if (/^\s+at .+:\d+:\d+\)?$/m.test(stderr)) found.push('stack trace');
  if (/internal error/i.test(stderr)) found.push('internal error');
  const headers = stderr.split('\n').filter((l) => /^(error|warning) [A-Z]\w+/.test(l));
  const placeless = headers.filter((l) => !/ \S+:\d+:\d+$/.test(l));
  if (placeless.length > 0) found.push(`${placeless.length} without place`);
  let shown = 0;
  for (const page of pages) {
    const text = fs
      .readFileSync(page, 'utf8')
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]+>/g, ' ');
    if (/\bundefined\b|\[object Object\]|\bNaN\b/.test(text)) shown++;
  }
  if (shown > 0) found.push(`${shown} pages show undefined/[object Object]/NaN`);
  return found;
}

const rows = [];
for (const name of fs.readdirSync(documents).sort()) {
  const listed = path.join(documents, name, 'survey-spec.txt');
  const folder = fs.existsSync(listed);
  if ((!folder && !/\.(ya?ml|json)$/.test(name)) || (values.only && !name.includes(values.only))) continue;
  const spec = folder ? `${name}/${fs.readFileSync(listed, 'utf8').trim()}` : name;
  const site = path.join(work, name.replace(/\.\w+$/, ''));
  fs.rmSync(site, { recursive: true, force: true });
  fs.mkdirSync(path.join(site, 'docs'), { recursive: true });
  fs.mkdirSync(path.join(site, 'openapi'));
  fs.cpSync(path.join(documents, name), path.join(site, 'openapi', name), { recursive: true });
  fs.writeFileSync(path.join(site, 'docs/intro.md'), '# Intro\n\nThe API reference is in the sidebar.\n');
  fs.writeFileSync(
    path.join(site, 'docgen.config.ts'),
    [
      "import { defineConfig } from '@docgen/core';",
      "import { openapi } from '@docgen/plugin-openapi';",
      'export default defineConfig({',
      "  title: 'Survey',",
      "  url: 'https://survey.example',",
      `  plugins: [openapi({ spec: ${JSON.stringify(`openapi/${spec}`)}, reference: true })],`,
      '});',
      '',
    ].join('\n'),
  );
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [path.join(repo, 'bin/docgen'), 'build', site, '--no-cache'], {
    encoding: 'utf8',
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  fs.writeFileSync(path.join(site, 'stderr.txt'), run.stderr ?? '');
  const counts = new Map();
  for (const m of (run.stderr ?? '').matchAll(/^(error|warning) ([A-Z]\w+)/gm)) {
    const key = `${m[1] === 'error' ? 'E' : 'W'}:${m[2]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  // Past 20 of a name docgen prints `… and 26 more OpenApiDuplicateOperationId`.
  for (const m of (run.stderr ?? '').matchAll(/^… and (\d+) more ([A-Z]\w+)/gm)) {
    const key = [...counts.keys()].find((k) => k.endsWith(`:${m[2]}`)) ?? `W:${m[2]}`;
    counts.set(key, (counts.get(key) ?? 0) + Number(m[1]));
  }
  const pages = filesBelow(path.join(site, 'build/docs'), 'index.html');
  const found = faults(run.stderr ?? '', pages);
  if (run.error?.code === 'ETIMEDOUT') found.push(`timed out after ${values.timeout} s`);
  const { version, operations } = describe(path.join(documents, spec));
  const diagnostics = [...counts].map(([k, n]) => `${k}×${n}`).join(' ') || '-';
  rows.push([
    name,
    version,
    operations,
    String(run.status ?? run.signal),
    diagnostics,
    String(pages.length),
    seconds.toFixed(1),
    found.join('; ') || '-',
  ]);
  console.error(`${name}: exit ${run.status ?? run.signal}, ${pages.length} pages, ${seconds.toFixed(1)} s`);
}
console.log('| document | version | operations | exit | diagnostics | pages | s | faults |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
