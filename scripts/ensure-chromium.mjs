#!/usr/bin/env node
// Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests
// (playwright-core drives it; no browser download of its own).
// Installs it with apt-get when it is missing (the machines run as root) and says what it did.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';

function run(cmd, args) {
  console.log(`ensure-chromium: $ ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (res.error) throw res.error;
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${res.status}`);
}

function version() {
  const res = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
  return (res.stdout || res.stderr || '').trim() || 'unknown version';
}

if (existsSync(CHROMIUM)) {
  console.log(`ensure-chromium: ${CHROMIUM} is present (${version()}); nothing to do.`);
} else {
  console.log(`ensure-chromium: ${CHROMIUM} is missing; installing Debian's chromium package.`);
  try {
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
  } catch (err) {
    console.error(`ensure-chromium: install failed: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`ensure-chromium: apt-get finished but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
  console.log(`ensure-chromium: installed ${CHROMIUM} (${version()}).`);
}
