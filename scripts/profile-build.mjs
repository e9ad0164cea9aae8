#!/usr/bin/env node
// Profiles one build and splits each thread's CPU samples by stage and by package:
//
//   node scripts/profile-build.mjs <site> [--no-cache] [--out dir] [--top 15]
//
// The build runs in a child (`node --cpu-prof`, worker threads included, each writes its own
// profile); the child notes the monotonic clock at each stage's start and end, which is the
// clock of the profiles' timestamps, so every sample falls into the stage it was taken in.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The prefix of the child's line of stage marks. */
const MARKS_LINE = 'docgen-profile-marks:';
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};

if (args[0] === '--child') {
  // The child: one build, the stages' clock readings on stdout.
  const [, siteDir, cacheFlag] = args;
  process.env.NODE_ENV ??= 'production';
  const marks = [];
  const now = () => Number(process.hrtime.bigint() / 1000n);
  marks.push({ stage: 'start', state: 'start', us: now() });
  // V8 tuned as `docgen build` tunes it.
  (await import('../packages/cli/dist/jit.js')).tuneJitForBuild();
  const { buildIfChanged } = await import('../packages/core/dist/build-entry.js');
  await buildIfChanged({
    siteDir,
    cache: cacheFlag !== 'no-cache',
    onStage: (stage, state) => marks.push({ stage, state, us: now() }),
  });
  marks.push({ stage: 'end', state: 'end', us: now() });
  // On a line of its own after a mark: the site's own code may print to stdout too.
  process.stdout.write(`\n${MARKS_LINE}${JSON.stringify(marks)}\n`);
} else {
  const site = path.resolve(args[0] ?? 'content');
  const dir = path.resolve(opt('out', fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-profile-'))));
  const top = Number(opt('top', '12'));
  fs.mkdirSync(dir, { recursive: true });
  const output = execFileSync(
    process.execPath,
    [
      '--cpu-prof',
      `--cpu-prof-dir=${dir}`,
      fileURLToPath(import.meta.url),
      '--child',
      site,
      args.includes('--no-cache') ? 'no-cache' : 'cache',
    ],
    { encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const line = output.split('\n').find((l) => l.startsWith(MARKS_LINE));
  if (!line) throw new Error('the build printed no stage marks');
  const marks = JSON.parse(line.slice(MARKS_LINE.length));
  const spans = [];
  for (const m of marks)
    if (m.state === 'start' && m.stage !== 'start') spans.push({ stage: m.stage, from: m.us, to: Infinity });
  for (const m of marks) {
    const span = spans.find((s) => s.stage === m.stage && s.to === Infinity && m.state === 'end');
    if (span) span.to = m.us;
  }
  const stageAt = (us) =>
    spans.find((s) => us >= s.from && us < s.to)?.stage ?? (us < spans[0].from ? 'start-up' : 'between');
  const profiles = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .sort();
  for (const file of profiles) {
    const p = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    const nodes = new Map(p.nodes.map((n) => [n.id, n]));
    const byStage = new Map();
    let t = p.startTime;
    for (let i = 0; i < p.samples.length; i++) {
      t += p.timeDeltas[i];
      const dt = p.timeDeltas[i + 1] ?? 0;
      const node = nodes.get(p.samples[i]);
      if (node.callFrame.functionName === '(idle)') continue;
      const stage = stageAt(t);
      let s = byStage.get(stage);
      if (!s) byStage.set(stage, (s = { total: 0, pkg: new Map() }));
      s.total += dt;
      const k = packageOf(node.callFrame);
      s.pkg.set(k, (s.pkg.get(k) ?? 0) + dt);
    }
    const total = [...byStage.values()].reduce((a, s) => a + s.total, 0);
    console.log(`\n${file}: ${ms(total)} busy (idle left out)`);
    for (const [stage, s] of byStage) {
      const parts = [...s.pkg].sort((a, b) => b[1] - a[1]).slice(0, top);
      console.log(
        `  ${stage.padEnd(9)} ${ms(s.total).padStart(9)}  ${parts.map(([k, v]) => `${k} ${ms(v)}`).join(' · ')}`,
      );
    }
  }
  console.log(`\nprofiles: ${dir}`);
}

function ms(us) {
  return us >= 1e6 ? `${(us / 1e6).toFixed(2)} s` : `${Math.round(us / 1000)} ms`;
}

/** The package a frame's code belongs to (docgen's own by package, vendored bundles apart). */
function packageOf(frame) {
  const u = frame.url;
  if (!u) return frame.functionName || '(native)';
  let m = u.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  m = u.match(/(?:packages|themes)\/([^/]+)\/(?:dist|src)\/(vendor\/[^/.]+)?/);
  if (m) return `@docgen/${m[1]}${m[2] ? `/${m[2]}` : ''}`;
  if (u.startsWith('node:')) return 'node';
  if (u.startsWith('wasm://')) return 'wasm';
  return path.basename(u);
}
