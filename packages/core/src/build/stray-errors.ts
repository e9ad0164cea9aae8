import { DocgenError } from '@docgen/diagnostics';
import { stackFiles, thrownByDocgen, thrownInSite } from '../util/module-error.js';
import { isImportEcho } from '../util/package-syntax.js';
import { spawnFailure } from '../util/spawn-error.js';

/**
 * Errors raised while a build runs by code it ran, after the call docgen awaited had returned (a
 * plugin's timer, a request a component fired and forgot): without this they end the process
 * with a stack trace, or leave the build waiting for work that will never finish. Caught, they
 * fail the running stage as an UncaughtError at the site's line; one in docgen's own code is
 * still docgen's bug (an InternalError).
 */
export class StrayErrors {
  private fail: (error: unknown) => void = () => {};
  private watching = false;
  /** The first stray error seen, as the build reports it. */
  first: unknown;
  private readonly failed: Promise<never>;
  private readonly listener = (error: unknown) => {
    if (!isImportEcho(error)) this.fail(error);
  };

  constructor(private readonly siteDir: string) {
    this.failed = new Promise<never>((_, reject) => {
      this.fail = (error) => {
        const described = describeStrayError(error, this.siteDir);
        this.first ??= described;
        reject(described);
      };
    });
    // Nobody may be racing it when it fails (between stages): that is not an unhandled rejection.
    this.failed.catch(() => {});
  }

  start(): void {
    if (this.watching) return;
    this.watching = true;
    active.add(this);
    process.on('uncaughtException', this.listener);
    process.on('unhandledRejection', this.listener);
  }

  stop(): void {
    this.watching = false;
    active.delete(this);
    process.off('uncaughtException', this.listener);
    process.off('unhandledRejection', this.listener);
  }

  /** The stage's work, or the first stray error raised before it ends. */
  race<T>(work: Promise<T>): Promise<T> {
    return Promise.race([work, this.failed]);
  }
}

/** The watches started and not yet stopped (a build's, its commit's). */
const active = new Set<StrayErrors>();

/**
 * Whether a build watches for stray errors now: then an uncaught error is its own to report (the
 * running stage fails with it). Told by the watches themselves, not by counting the process's
 * listeners: other listeners come and go (an import's brief one, `muteImportEcho`).
 */
export function strayErrorsWatched(): boolean {
  return active.size > 0;
}

/** Whether an error Node reports as uncaught is one to report (not the echo of a failed import docgen handles). */
export function isStrayError(error: unknown): boolean {
  return !isImportEcho(error);
}

/**
 * A stray error as the build reports it: an UncaughtError at the site's line (or naming the
 * package whose code raised it), or the error itself when docgen's own code threw it.
 */
export function describeStrayError(error: unknown, siteDir: string): unknown {
  if (error instanceof DocgenError || thrownByDocgen(error)) return error;
  const place = thrownInSite(error, siteDir);
  const from = stackFiles(error)[0];
  const message = (error as Error)?.message ?? String(error);
  const spawned = spawnFailure(error);
  if (spawned) {
    return new DocgenError(
      [
        {
          name: 'UncaughtError',
          severity: 'error',
          message: `Code the build ran could not start a program: ${message} (\`${spawned.command}\`).`,
          ...place,
          why: `${spawned.reason}; the code that started it left the failure to nobody (no 'error' listener on the child process), so the build stops.`,
          fix: spawned.fix,
        },
      ],
      { cause: error },
    );
  }
  return new DocgenError(
    [
      {
        name: 'UncaughtError',
        severity: 'error',
        message: `Code the build ran threw outside any call docgen was waiting on: ${message}`,
        ...place,
        why: place
          ? "a timer, an event or a promise nobody awaited in the site's code failed while the build ran."
          : `a timer, an event or a promise nobody awaited failed while the build ran; its stack names no file of the site (${from ? `first: ${from}` : 'nor any file'}), so it came from a package the site's code uses.`,
        fix: `fix the code${place?.file ? ` at ${place.file}${place.line ? `:${place.line}` : ''}` : ' that starts it'} (DEBUG=docgen prints the whole stack), or catch the error there.`,
      },
    ],
    { cause: error },
  );
}
