#!/usr/bin/env node
// The `docgen` command of the workspace. pnpm links every workspace bin at install time, before
// `pnpm build` has compiled dist/: a bin pointing at dist/bin.js made each install of a fresh
// clone warn "Failed to create bin" once per site that depends on @docgen/cli. This committed
// file always exists, so the links are made; it says what to do while dist/ is missing.
// The published package points its bin at dist/bin.js directly (publishConfig.bin).
import { existsSync } from 'node:fs';

const entry = new URL('../dist/bin.js', import.meta.url);
if (existsSync(entry)) {
  await import(entry.href);
} else {
  process.stderr.write(
    'docgen: @docgen/cli is not built yet (packages/cli/dist/bin.js is missing).\n' +
      '  fix: run `pnpm build` at the root of the docgen repository, then run docgen again.\n',
  );
  process.exitCode = 2;
}
