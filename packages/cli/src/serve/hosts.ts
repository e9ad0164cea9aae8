import { type Diagnostic, DocgenError } from '@docgen/diagnostics';
import { parseHostOption } from '@docgen/server';
import type { ServeOptions } from './options.js';

/**
 * Checks `--host` and `--allowed-hosts`; returns the allowed hosts, or throws a diagnostic
 * for each value that is not a host name (a URL, a port, a `*.` wildcard: with what was meant).
 */
export function checkHostOptions(opts: ServeOptions): string[] {
  const diagnostics: Diagnostic[] = [];
  const allowed: string[] = [];
  const check = (flag: '--host' | '--allowed-hosts', value: string): string | undefined => {
    const parsed = parseHostOption(value);
    if ('host' in parsed && !(flag === '--host' && parsed.host.startsWith('.'))) return parsed.host;
    const error = 'error' in parsed ? parsed.error : 'a leading dot names a domain, not an interface';
    const suggestion = 'suggestion' in parsed ? parsed.suggestion : undefined;
    diagnostics.push({
      name: 'InvalidHostOption',
      severity: 'error',
      message: `${flag} "${value}" is not a host name: ${error}.`,
      why:
        flag === '--host'
          ? 'docgen serve listens on the interface this host name or IP address resolves to.'
          : 'The server answers only requests whose Host header names it (a guard against DNS rebinding); --allowed-hosts adds host names to that list.',
      fix: suggestion
        ? `did you mean \`${flag} ${suggestion}\`?`
        : flag === '--host'
          ? 'give a host name or an IP address, e.g. `--host 0.0.0.0` to listen on every interface.'
          : 'give a host name (docs.example.com), a domain with its subdomains (.example.com) or an IP address.',
    });
    return undefined;
  };
  check('--host', opts.host);
  for (const value of opts.allowedHosts ?? []) {
    const host = check('--allowed-hosts', value);
    if (host) allowed.push(host);
  }
  if (diagnostics.length > 0) throw new DocgenError(diagnostics);
  return allowed;
}
