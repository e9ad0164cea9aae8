import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { version as docgenReact } from 'react';
import { relPosix } from '../util/paths.js';
import { installCommand } from '../util/module-error.js';

/** What React 19 says of an element another React made (React 18 marks them `react.element`). */
const FOREIGN_ELEMENT = /Objects are not valid as a React child \(found: object with keys \{\$\$typeof\b/;

/**
 * What a package built with React 18's JSX runtime inside it reads of React's internals
 * (`__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED.ReactCurrentOwner`), which React 19 no
 * longer has: "Cannot read properties of undefined (reading 'ReactCurrentOwner')".
 */
const REACT_18_INTERNALS =
  /reading '(ReactCurrentOwner|ReactCurrentDispatcher|ReactCurrentBatchConfig|ReactDebugCurrentFrame)'/;

/** Why a page that threw did: an element of the site's own React reached docgen's. */
export interface OtherReact {
  message: string;
  why: string;
  fix: string;
}

/**
 * A page threw because a package of the site (an icon set, a UI kit) made its elements with the
 * React the site installed, another major than the React docgen renders with: React 19 takes
 * React 18's elements for plain objects. Undefined when the error is another one, or when the
 * site's React is docgen's.
 */
export function otherReactOf(error: Error, siteDir: string): OtherReact | undefined {
  const internals = REACT_18_INTERNALS.exec(error.message)?.[1];
  if (internals && Number(docgenReact.split('.')[0]) >= 19) return react18Internals(error, internals);
  if (!FOREIGN_ELEMENT.test(error.message)) return undefined;
  let file: string;
  let version: string;
  try {
    file = createRequire(path.join(siteDir, 'package.json')).resolve('react/package.json');
    version = String((JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: unknown }).version ?? '');
  } catch {
    return undefined;
  }
  const major = (v: string) => v.split('.')[0];
  if (!version || major(version) === major(docgenReact)) return undefined;
  return {
    message: `a React element made by React ${version} (${relPosix(siteDir, file).replace(/\/package\.json$/, '')}, which the site's packages import) reached React ${docgenReact}, which docgen renders pages with: the elements of two Reacts do not mix.`,
    why: `docgen renders every page with its own React ${major(docgenReact)}; a package of the site imports the React the site installed.`,
    fix: `install React ${major(docgenReact)} in the site (${installCommand(`react@${major(docgenReact)} react-dom@${major(docgenReact)}`, siteDir)}); Docusaurus 3 runs with it too.`,
  };
}

/** A package of the site that carries React 18's internals threw on docgen's React 19: which one, and what to do. */
function react18Internals(error: Error, internals: string): OtherReact {
  const packages = [...(error.stack ?? '').matchAll(/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/g)]
    .map((m) => m[1]!.replace(/\\/g, '/'))
    .filter((name) => name !== 'react' && name !== 'react-dom');
  const name = packages[0];
  const who = name ? `the package "${name}"` : 'a package of the site';
  return {
    message: `${who} reads React 18's internals (${internals}), which React ${docgenReact}, the React docgen renders pages with, does not have: it was built with React 18's JSX runtime inside it.`,
    why: `docgen renders every page with its own React ${docgenReact.split('.')[0]}; under Docusaurus the package ran with the site's React 18.`,
    fix: `update ${name ?? 'the package'} to a release built for React 19 (one that imports react/jsx-runtime instead of carrying it), or leave out the component that uses it.`,
  };
}
