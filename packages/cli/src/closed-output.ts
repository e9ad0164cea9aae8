/**
 * A reader that goes away (`docgen build | head -1`, a CI log collector that stops) makes the next
 * write to stdout or stderr fail with EPIPE, emitted as an error nobody handles: the build's
 * watch for stray errors took it as the site's, reported it, and that report failed the same way,
 * without end (a core at 100 % until killed). Such a stream is muted instead: what is left to print
 * is dropped and the command goes on to its own end and exit code, as `tee` would leave it.
 */
export function muteClosedOutput(streams: readonly NodeJS.WriteStream[] = [process.stdout, process.stderr]): void {
  for (const stream of streams) {
    // Once per stream: a process may run several commands (the test host does).
    if (watched.has(stream)) continue;
    watched.add(stream);
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      stream.write = (() => true) as typeof stream.write;
    });
  }
}

const watched = new WeakSet<NodeJS.WriteStream>();
