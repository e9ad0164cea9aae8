import type { CatalogEntry } from './catalog-entry.js';

/**
 * The catalogue's names of a build that stopped because something failed rather than something
 * written wrong: a plugin, the site's code after the fact, the machine, docgen itself.
 */
export const FAILURE_CATALOG = {
  PluginError: {
    kind: 'content',
    summary: 'A plugin threw during a build stage.',
    why: 'a plugin runs inside the build; its error stops the stage.',
    fix: "see the plugin's message; report it to the plugin's authors if it is a bug.",
  },
  UncaughtError: {
    kind: 'content',
    summary: 'Code the build ran threw later, outside any call docgen was waiting on.',
    why: "a timer, an event or a promise nobody awaited in the site's code (a plugin, a component, the config) failed while the build ran: the build stops rather than publish pages that code did not finish.",
    fix: 'fix the code at the place shown (DEBUG=docgen prints the whole stack), or catch the error there.',
  },
  MarkdownPageStalled: {
    kind: 'content',
    summary:
      'A page never finished compiling: a remark or rehype plugin of the site waits for something no part of the build gives.',
    why: "docgen lets the next page start while a site plugin waits (one may await another file's transform); once every page was started, this one still waited with nothing left that could settle it (no timer, file read, request or child process), so it never would.",
    fix: 'make the plugin settle for that page (what it awaits must be among the pages built), or remove it from config.plugins. DOCGEN_DEBUG=stall prints what the wait saw every quarter second (CPU, pages settled, what was alive).',
    place: { at: 'file', why: 'the page whose compile stalled: where the plugin waits is its own code.' },
  },
  FileSystemRefused: {
    kind: 'system',
    summary:
      'The machine refused a file operation docgen needed: the disk is full, a permission is missing, a file stands where a folder must be, too many files are open.',
    why: 'nothing in the site or in docgen is at fault, and the build cannot go on; the last good output is kept.',
    fix: 'act on the reason given (free disk space, give the user write permission, move the file out of the way, raise `ulimit -n`) and run the command again.',
    place: { at: 'file', why: 'the file or folder the operation was refused on.' },
  },
  InternalError: {
    kind: 'internal',
    summary: 'docgen itself failed; please report it.',
    why: 'this is a bug in docgen, not in the site.',
    fix: 'report it with the command you ran and the stack (DEBUG=docgen prints it).',
    place: { at: 'file', why: 'a bug of docgen has no line in the site: the file it was working on is named.' },
  },
} as const satisfies Record<string, CatalogEntry>;
