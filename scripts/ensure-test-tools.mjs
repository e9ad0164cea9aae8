#!/usr/bin/env node
// Makes sure the programs the tests drive are installed from Debian's packages: Chromium at
// /usr/bin/chromium for the browser tests (playwright-core drives it; no browser download of its
// own), and php and go, whose compilers check the API reference's PHP and Go code samples (a
// test skipped for a missing tool would prove nothing). Installs what is missing with one
// apt-get (the machines run as root) and says what it did.
import { spawnSync } from 'node:child_process';

const TOOLS = [
  { name: 'chromium', pkg: 'chromium', bin: '/usr/bin/chromium', version: ['--version'] },
  { name: 'php', pkg: 'php-cli', bin: 'php', version: ['-v'] },
  { name: 'go', pkg: 'golang-go', bin: 'go', version: ['version'] },
];

function versionOf(tool) {
  const res = spawnSync(tool.bin, tool.version, { encoding: 'utf8' });
  if (res.error || res.status !== 0) return undefined;
  return (res.stdout || res.stderr || '').split('\n')[0].trim() || 'unknown version';
}

function run(cmd, args) {
  console.log(`ensure-test-tools: $ ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (res.error) throw res.error;
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${res.status}`);
}

const missing = TOOLS.filter((tool) => versionOf(tool) === undefined);
if (missing.length === 0) {
  console.log(`ensure-test-tools: ${TOOLS.map((t) => `${t.name} (${versionOf(t)})`).join(', ')} present.`);
  process.exit(0);
}
console.log(`ensure-test-tools: installing Debian's ${missing.map((t) => t.pkg).join(', ')}.`);
try {
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing.map((t) => t.pkg)]);
} catch (err) {
  console.error(`ensure-test-tools: install failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
const still = missing.filter((tool) => versionOf(tool) === undefined);
if (still.length > 0) {
  console.error(`ensure-test-tools: apt-get finished but ${still.map((t) => t.name).join(', ')} still missing.`);
  process.exit(1);
}
console.log(`ensure-test-tools: installed ${missing.map((t) => `${t.name} (${versionOf(t)})`).join(', ')}.`);
