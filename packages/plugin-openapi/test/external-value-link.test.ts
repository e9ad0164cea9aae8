// An example file reached through a symbolic link that leads out of the site folder is never read.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { EXTERNAL_VALUE, readExternalValue } from '../src/external-value.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-external-link-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it('reports an externalValue whose link leads out of the site folder, and reads one that stays in', () => {
  const site = path.join(root, 'site');
  fs.mkdirSync(path.join(site, 'examples'), { recursive: true });
  fs.writeFileSync(path.join(root, 'secret.json'), '{"token":"outside"}');
  fs.writeFileSync(path.join(site, 'examples', 'pet.json'), '{"name":"Rex"}');
  fs.symlinkSync(path.join(root, 'secret.json'), path.join(site, 'examples', 'linked.json'));
  const holder = path.join(site, 'openapi.yaml');
  const problems: { name: string; message: string }[] = [];
  const options = { allowedRoot: site, rel: (abs: string) => path.relative(site, abs) };
  const linked: Record<string, unknown> = { externalValue: 'examples/linked.json' };
  readExternalValue(linked, holder, options, (p) => problems.push(p));
  expect(linked[EXTERNAL_VALUE]).toBeUndefined();
  expect(problems.map((p) => p.name)).toEqual(['OpenApiUnresolvedRef']);
  expect(problems[0]!.message).toContain('leads out of the site folder');
  const own: Record<string, unknown> = { externalValue: 'examples/pet.json' };
  readExternalValue(own, holder, options, (p) => problems.push(p));
  expect(own[EXTERNAL_VALUE]).toEqual({ name: 'Rex' });
  expect(problems).toHaveLength(1);
});
