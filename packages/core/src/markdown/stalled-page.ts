import type { Diagnostic } from '@docgen/diagnostics';
import { STALL_MS } from './page-turns.js';
import { stepOf } from './watched-plugins.js';

/** What a page's compile is rejected with once the stage gives up waiting for it (`untilSettledOrStalled`). */
export class PageStalled extends Error {
  constructor(readonly diagnostic: Diagnostic) {
    super(diagnostic.message);
    this.name = 'PageStalled';
  }
}

/**
 * The stall of the page of `relFile` (at `file` on disk), among `count` pages stalled at once:
 * named by the site plugin step it waits in, when the step markers saw one.
 */
export function pageStalled(relFile: string, file: string, count: number): PageStalled {
  const step = stepOf(file);
  const others = count > 1 ? ` (${count - 1} other page${count > 2 ? 's' : ''} stalled with it)` : '';
  return new PageStalled({
    name: 'MarkdownPageStalled',
    severity: 'error',
    message: `${relFile} never finished compiling: ${step ? `the remark or rehype plugin ${step}` : 'its compile'} waits for something no part of the build will give${others}.`,
    file: relFile,
    why: `every page had been started and the page's compile still waited, for ${STALL_MS / 1000} s, with nothing left that could settle it (no timer, file read, request or child process of the build's pages): a plugin that awaits another file's transform waits for a file that is not among the site's pages (a link to a page that does not exist, a file outside the docs folder).`,
    fix: step
      ? `find what that plugin awaits for ${relFile} (a file it links to, a request) and make sure it settles; or remove the plugin from config.plugins.`
      : `find what ${relFile}'s compile awaits (DEBUG=docgen prints each stage) and make sure it settles.`,
  });
}
