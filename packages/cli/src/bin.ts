#!/usr/bin/env node
import { createRequire } from 'node:module';
import { Command, CommanderError, Option } from 'commander';
import { muteClosedOutput } from './closed-output.js';

// Production whatever the shell says, as `docusaurus build` sets it: the browser bundles are
// always built for production, so site code reading NODE_ENV on the server must see the same or
// the page would not hydrate to what it shows; React's development build also renders slower.
process.env.NODE_ENV = 'production';
muteClosedOutput();

// Start-up stays lean: each command imports what it needs only when it runs.
const require = createRequire(import.meta.url);
const { version } = require('../package.json') as { version: string };

const program = new Command()
  .name('docgen')
  .description('Create, build, check and serve documentation sites.')
  .version(version, '-v, --version')
  .showSuggestionAfterError(true)
  .exitOverride();

program
  .command('init')
  .description('Create a starter site (config, sidebar, docs, landing page) that builds at once.')
  .argument('[dir]', 'folder to create the site in', '.')
  .option('-f, --force', 'write into a non-empty folder (files with the same names are replaced)')
  .action(async (dir: string, opts: { force?: boolean }) => {
    const { runInit } = await import('./commands/init.js');
    process.exitCode = await runInit(dir, opts);
  });

program
  .command('build')
  .description('Build the site into a static folder (atomic: a failed build keeps the last good output).')
  .argument('[siteDir]', 'site folder', '.')
  .option('-o, --out <dir>', 'output folder (default: <siteDir>/build)')
  .option('--strict', 'treat every warning as an error (CI)')
  .option('--locale <code...>', 'build only these locales (the default locale is always built)')
  .option('--config <file>', 'config file, relative to the site folder')
  .option('--no-cache', 'ignore and do not write the build cache (<siteDir>/.docgen/cache)')
  .option('--verbose', 'list every diagnostic (by default, the first 20 of each kind and a count of the rest)')
  .action(
    async (
      siteDir: string,
      opts: { out?: string; strict?: boolean; locale?: string[]; config?: string; cache?: boolean; verbose?: boolean },
    ) => {
      // Before the build's modules load: their functions are counted from their first call.
      const { tuneJitForBuild } = await import('./jit.js');
      tuneJitForBuild();
      const { runBuild } = await import('./commands/build.js');
      process.exitCode = await runBuild(siteDir, opts);
    },
  );

program
  .command('check')
  .description('Check links, anchors, sidebar ids and translations without writing anything.')
  .argument('[siteDir]', 'site folder', '.')
  .option('--strict', 'treat every warning as an error')
  .option('--config <file>', 'config file, relative to the site folder')
  .option('--verbose', 'list every diagnostic (by default, the first 20 of each kind and a count of the rest)')
  .action(async (siteDir: string, opts: { strict?: boolean; config?: string; verbose?: boolean }) => {
    const { runCheck } = await import('./commands/check.js');
    process.exitCode = await runCheck(siteDir, opts);
  });

program
  .command('version')
  .description('Snapshot the current docs, sidebars and translations as a named docs version.')
  .argument('<name>', 'name of the version, e.g. 1.0')
  .argument('[siteDir]', 'site folder', '.')
  .option('--config <file>', 'config file, relative to the site folder')
  .option(
    '--instance <id>',
    "the docs section to freeze, by its Docusaurus plugin id (an id of docsInstances; default: the docs section), as Docusaurus' docs:version:<id>",
  )
  .action(async (name: string, siteDir: string, opts: { config?: string; instance?: string }) => {
    const { runVersion } = await import('./commands/version.js');
    process.exitCode = await runVersion(name, siteDir, opts);
  });

program
  .command('migrate')
  .description(
    "Write docgen.config.ts and sidebars.ts from a Docusaurus site's config and sidebars, and list what was not carried over.",
  )
  .argument('<from>', 'the generator the site is built with: docusaurus')
  .argument('[dir]', 'folder of the Docusaurus site (holding docusaurus.config.js)', '.')
  .option('-f, --force', 'replace an existing docgen.config.ts or sidebars.ts')
  .action(async (from: string, dir: string, opts: { force?: boolean }) => {
    const { runMigrate } = await import('./commands/migrate.js');
    process.exitCode = await runMigrate(from, dir, opts);
  });

program
  .command('serve')
  .description('Serve the site: live-rebuilding dev server, or an existing build with --build.')
  .argument('[siteDir]', 'site folder', '.')
  .option('-p, --port <port>', 'port (0 picks a free one)', '3000')
  .option('--host <host>', 'interface to bind', '127.0.0.1')
  .option(
    '--allowed-hosts <hosts>',
    'more host names the server answers (comma-separated, repeatable; .example.com: with its subdomains)',
    (value: string, previous: string[] = []) => [...previous, ...value.split(',')],
  )
  .option('--locale <code...>', 'build only these locales')
  .option('--build', 'serve the existing production build (as a static host would) instead of a dev build')
  .option('-o, --out <dir>', 'with --build: the output folder to serve (default: <siteDir>/build)')
  .option('--open', 'open the browser')
  .addOption(new Option('--config <file>', 'config file, relative to the site folder'))
  .action(
    async (
      siteDir: string,
      opts: {
        port: string;
        host: string;
        allowedHosts?: string[];
        locale?: string[];
        build?: boolean;
        out?: string;
        open?: boolean;
        config?: string;
      },
    ) => {
      const { runServe } = await import('./commands/serve.js');
      process.exitCode = await runServe(siteDir, opts);
    },
  );

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // --help and --version exit 0; usage errors exit 2 (documented in the README).
    process.exitCode = error.exitCode === 0 ? 0 : 2;
  } else {
    throw error;
  }
}
