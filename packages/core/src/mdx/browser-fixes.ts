import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { installCommand } from '../util/module-error.js';
import { siteNodePaths } from '../util/import-resolve.js';

// What to do about an esbuild error of a component's browser bundle, in docgen's terms.

/** Browser copies of Node's modules, as webpack 4 (node-libs-browser) and its polyfill plugins gave them. */
const BROWSER_COPIES: Readonly<Record<string, string>> = {
  assert: 'assert',
  buffer: 'buffer',
  crypto: 'crypto-browserify',
  events: 'events',
  os: 'os-browserify',
  path: 'path-browserify',
  process: 'process',
  querystring: 'querystring-es3',
  stream: 'stream-browserify',
  url: 'url',
  util: 'util',
  zlib: 'browserify-zlib',
};

/**
 * A Node module a component's code imports (`path` in a package's file), which browsers lack: said
 * in docgen's terms (esbuild's own note is to bundle for Node). Under Docusaurus a webpack
 * `resolve.fallback` or node-polyfill-webpack-plugin gave a browser copy; docgen's `aliases` does.
 */
/**
 * A package the component imports (`import '@fontsource/inter/300.css'`) that no node_modules
 * folder from the site up holds: said as the install it needs (esbuild's own note is to mark
 * the path external, which no docgen setting does).
 */
export function missingPackageFix(text: string, siteDir: string): { fix: string } | undefined {
  const specifier = /^Could not resolve "([^"]+)"$/.exec(text)?.[1];
  if (!specifier || /^[./#~]|^[a-z][a-z0-9+.-]+:/i.test(specifier)) return undefined;
  const pkg = specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
  if (builtinModules.includes(pkg) || siteNodePaths(siteDir).some((dir) => fs.existsSync(path.join(dir, pkg))))
    return undefined;
  return {
    fix: `the package "${pkg}" is not installed: install it (${installCommand(pkg, siteDir)}), or remove the import.`,
  };
}

export function nodeModuleFix(text: string): { fix: string } | undefined {
  const name = /^Could not resolve "(?:node:)?([a-z_]+)(?:\/[^"]*)?"$/.exec(text)?.[1];
  if (!name || !builtinModules.includes(name)) return undefined;
  const copy = BROWSER_COPIES[name];
  return {
    fix: copy
      ? `"${name}" is a module of Node, which browsers lack (a webpack resolve.fallback or node-polyfill-webpack-plugin gave a browser copy under Docusaurus): install one (npm install ${copy}) and add it to the config's aliases ({ ${name}: '${copy}' }), or keep the Node-only code out of this component.`
      : `"${name}" is a module of Node, which browsers lack: keep the Node-only code out of this component, or give a browser copy of it in the config's aliases.`,
  };
}
