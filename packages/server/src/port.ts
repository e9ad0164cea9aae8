import { createStaticServer, type RunningServer, type StaticServerOptions } from './static-server.js';

/**
 * Listens on the requested port; when it is taken, says so and takes the next free one
 * (`--port 0`: any free port). Binding is the test (no probe-then-bind race).
 */
export async function listenWithFallback(
  options: StaticServerOptions & { port: number },
  say: (line: string) => void,
): Promise<RunningServer> {
  const requested = options.port;
  if (requested === 0) return createStaticServer(options);
  for (let port = requested; port < Math.min(requested + 50, 65536); port++) {
    try {
      const server = await createStaticServer({ ...options, port });
      if (port !== requested)
        say(`Port ${requested} is in use; using ${port} instead (pass --port 0 for any free port).`);
      return server;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EADDRINUSE' && code !== 'EACCES') throw error;
    }
  }
  const server = await createStaticServer({ ...options, port: 0 });
  say(`Ports ${requested}–${Math.min(requested + 49, 65535)} are in use; using ${server.port} instead.`);
  return server;
}

/** Parses `--port`: an integer from 0 to 65535. */
export function parsePort(value: string): number | undefined {
  if (!/^\d+$/.test(value)) return undefined;
  const port = Number(value);
  return port >= 0 && port <= 65535 ? port : undefined;
}
