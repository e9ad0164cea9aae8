import { spawn } from 'node:child_process';

/** Opens a URL in the default browser (`--open`); never fails the server. */
export function openBrowser(url: string): void {
  const [cmd, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url]]
        : ['xdg-open', [url]];
  try {
    const child = spawn(cmd, args as string[], { stdio: 'ignore', detached: true });
    child.on('error', () => process.stderr.write(`Could not open a browser (${cmd}); open ${url} yourself.\n`));
    child.unref();
  } catch {
    process.stderr.write(`Could not open a browser; open ${url} yourself.\n`);
  }
}
