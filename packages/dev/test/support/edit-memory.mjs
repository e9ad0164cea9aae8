// Edits pages of a copy of the Lintas site through a DevSite, N times, and prints the JS heap after a
// full GC every `every` edits, as JSON lines. Run with `node --expose-gc` (the heap is only
// comparable after a GC); used by memory.test.ts and by hand: `node --expose-gc edit-memory.mjs 1000`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [edits = '1000', every = '100'] = process.argv.slice(2);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const { DevSite } = await import(path.join(repo, 'packages/dev/dist/index.js'));
const content = path.join(repo, 'content');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-edit-memory-'));
fs.cpSync(content, dir, { recursive: true, filter: (f) => !/\/(node_modules|build|\.docgen|test)$/.test(f) });
fs.symlinkSync(path.join(content, 'node_modules'), path.join(dir, 'node_modules'));
const site = new DevSite({ siteDir: dir });
try {
  await site.start();
  const files = ['docs/getting-started.md', 'i18n/en/docs/getting-started.md', 'docs/intro.md'].map((f) =>
    path.join(dir, f),
  );
  const texts = files.map((f) => fs.readFileSync(f, 'utf8'));
  for (let i = 1; i <= Number(edits); i++) {
    const k = i % files.length;
    fs.writeFileSync(files[k], texts[k].replace('## ', `Edit ${i}.\n\n## `));
    await site.update([files[k]]);
    if (i % Number(every) === 0) {
      globalThis.gc();
      globalThis.gc();
      const { heapUsed, rss } = process.memoryUsage();
      console.log(JSON.stringify({ edits: i, heapUsed, rss }));
    }
  }
} finally {
  await site.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
