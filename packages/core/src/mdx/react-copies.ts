import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { version as docgenReact } from 'react';
import { relPosix } from '../util/paths.js';
import { installCommand } from '../util/module-error.js';

/** What React 19 says of an element another React made (React 18 marks them `react.element`). */
const FOREIGN_ELEMENT = /Objects are not valid as a React child \(found: object with keys \{\$\$typeof\b/;

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
