import net from 'node:net';

/**
 * DNS rebinding guard, as Vite's `server.allowedHosts`: a page of another site can make a
 * browser send its requests to a local server under the attacker's own host name, so a
 * request is answered only when its Host names the server. Always allowed: `localhost` and
 * `*.localhost`, any IP address (a rebinding attack needs a domain name), the host the server
 * binds to, and the hosts added with `--allowed-hosts` (`.example.com`: the domain and all
 * its subdomains).
 */
export function hostAllowed(hostHeader: string | undefined, bound: string, allowed: readonly string[]): boolean {
  // Browsers always send Host; a client that does not is no rebinding page.
  if (hostHeader === undefined) return true;
  const name = hostnameOf(hostHeader);
  if (name === undefined) return false;
  if (net.isIP(name) !== 0 || name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name === normalize(bound)) return true;
  return allowed.some((entry) => {
    const rule = normalize(entry);
    return rule.startsWith('.') ? name === rule.slice(1) || name.endsWith(rule) : name === rule;
  });
}

/** The host name of a Host header (`name`, `name:port`, `[v6]:port`), lower case, without a trailing dot. */
export function hostnameOf(hostHeader: string): string | undefined {
  const value = hostHeader.trim();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    if (end === -1) return undefined;
    const rest = value.slice(end + 1);
    if (rest !== '' && !/^:\d+$/.test(rest)) return undefined;
    return value.slice(1, end).toLowerCase();
  }
  const m = /^([^:]+)(?::\d+)?$/.exec(value);
  return m ? normalize(m[1]!) : undefined;
}

function normalize(host: string): string {
  const lower = host.toLowerCase();
  return lower.length > 1 && lower.endsWith('.') ? lower.slice(0, -1) : lower;
}

/** What `--allowed-hosts` accepts: a host name, `.domain` for it and its subdomains, or an IP address. */
export type ParsedHost = { host: string } | { error: string; suggestion?: string };

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOSTNAME = new RegExp(`^\\.?${LABEL}(?:\\.${LABEL})*\\.?$`, 'i');

/** Checks one `--allowed-hosts` (or `--host`) value; says what is wrong and, when it can, what was meant. */
export function parseHostOption(raw: string): ParsedHost {
  const value = raw.trim();
  if (value === '') return { error: 'it is empty' };
  const bare = value.startsWith('[') && value.endsWith(']') ? value.slice(1, -1) : value;
  if (net.isIP(bare) !== 0) return { host: bare.toLowerCase() };
  if (HOSTNAME.test(value) && !/^\.?\d+(\.\d+)*\.?$/.test(value)) return { host: value.toLowerCase() };
  const suggestion = guessHost(value);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return { error: 'it is a URL, not a host name', ...suggestion };
  if (value.startsWith('*.')) return { error: 'wildcards are written as a leading dot', ...suggestion };
  if (/:\d+$/.test(value)) return { error: 'it holds a port (any port of an allowed host is allowed)', ...suggestion };
  return { error: 'it is not a host name or an IP address', ...suggestion };
}

/** The host a mistyped value most likely meant (`http://docs.test:3000/` → `docs.test`, `*.test` → `.test`). */
function guessHost(value: string): { suggestion?: string } {
  let guess = value.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/^\*\./, '.');
  guess = guess.split(/[/?#]/, 1)[0] ?? '';
  guess = guess.replace(/^[^@]*@/, '').replace(/:\d+$/, '');
  const parsed = guess !== value && guess !== '' ? parseHostOption(guess) : undefined;
  return parsed && 'host' in parsed ? { suggestion: parsed.host } : {};
}
