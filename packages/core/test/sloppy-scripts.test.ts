import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { asSloppyScript, sloppyCandidate } from '../src/util/sloppy-scripts.js';

const dir = path.join(__dirname, 'fixtures', 'sloppy-scripts');

for (const name of fs.readdirSync(dir).filter((n) => fs.statSync(path.join(dir, n)).isDirectory())) {
  it(`sloppy script: ${name}`, () => {
    const input = fs.readFileSync(path.join(dir, name, 'input.js'), 'utf8');
    const expected = path.join(dir, name, 'output.js');
    const out = asSloppyScript(input);
    if (fs.existsSync(expected)) expect(out).toBe(fs.readFileSync(expected, 'utf8'));
    else expect(out).toBeUndefined();
  });
}

it('runs the rewritten script as webpack runs the original: `this` of a plain call is the global object', () => {
  const input = fs.readFileSync(path.join(dir, 'iife-this', 'input.js'), 'utf8');
  const g = globalThis as { requirejs?: () => unknown };
  try {
    // Strict, as in an ES module bundle: the original throws, the rewritten sets the global.
    expect(() => new Function(`'use strict';${input}`)()).toThrow(TypeError);
    new Function(`'use strict';${asSloppyScript(input)}`)();
    expect(g.requirejs?.()).toBe(globalThis);
  } finally {
    delete g.requirejs;
  }
});

it('takes scripts webpack may run sloppy, not ES modules by extension or package.json', () => {
  expect(sloppyCandidate(path.join(dir, 'iife-this', 'input.js'))).toBe(false); // packages/core is "type": "module"
  expect(sloppyCandidate('/tmp/site/src/vendor/require.js')).toBe(true);
  expect(sloppyCandidate('/tmp/site/src/vendor/require.cjs')).toBe(true);
  expect(sloppyCandidate('/tmp/site/src/vendor/require.mjs')).toBe(false);
  expect(sloppyCandidate('/tmp/site/src/Button.tsx')).toBe(false);
});
