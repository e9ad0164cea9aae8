/**
 * Resolves once SIGINT or SIGTERM arrives, after `cleanup` ran. A second signal, or a
 * clean-up that takes longer than `graceMs`, ends the process at once (exit code 0: stopping
 * is what was asked for).
 */
export function untilInterrupted(cleanup: () => Promise<void>, graceMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    let stopping = false;
    const stop = () => {
      if (stopping) process.exit(0);
      stopping = true;
      setTimeout(() => process.exit(0), graceMs).unref();
      void cleanup()
        .catch(() => undefined)
        .then(() => {
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
          resolve();
        });
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
