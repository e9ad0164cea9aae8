import type http from 'node:http';

export const EVENTS_PATH = '/__docgen/events';

/** One diagnostic as the browser overlay shows it. */
export interface OverlayError {
  name: string;
  file?: string;
  line?: number;
  column?: number;
  message: string;
  where?: string;
  why?: string;
  fix?: string;
  /** A fault reported once for many places: its first places (`file:line:column  what`) … */
  places?: string[];
  /** … and how many more it has (the terminal's `--verbose` lists them). */
  morePlaces?: number;
}

/**
 * Server-sent events to the open tabs:
 *   hello  {version, errors}          on connect (a tab opened before a rebuild reloads)
 *   update {version, kind, paths, chunks, chunkData, patches, all, errors}  a build was committed: tabs showing one of `paths`
 *                                     show it again (in place when `kind` is 'content', else reload)
 *   errors {version, errors}          a build failed (the last good version stays served)
 */
export class EventHub {
  private readonly clients = new Set<http.ServerResponse>();
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(private readonly hello: () => unknown) {}

  /** Handles `GET /__docgen/events`; false for any other request. */
  intercept = (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    if ((req.url ?? '').split('?')[0] !== EVENTS_PATH) return false;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write(`retry: 500\n\n`);
    res.write(frame('hello', this.hello()));
    this.clients.add(res);
    const drop = () => this.clients.delete(res);
    req.on('close', drop);
    res.on('close', drop);
    res.on('error', drop);
    this.heartbeat ??= setInterval(() => {
      for (const c of this.clients) c.write(': ping\n\n');
    }, 15_000).unref();
    return true;
  };

  send(event: string, data: unknown): void {
    const text = frame(event, data);
    for (const res of this.clients) res.write(text);
  }

  get size(): number {
    return this.clients.size;
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const res of this.clients) res.end();
    this.clients.clear();
  }
}

function frame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
