/**
 * Reads the `curl` commands of a bash example the way a shell would, without running a shell:
 * line continuations, comments, quoting ('…', "…" with \-escapes, $VAR, ${VAR}, ${VAR:-default}),
 * variable assignments, `export`, and `for x in a b c; do … done` loops (one command per value).
 * Then reads each curl command's options into a request.
 */

export interface CurlRequest {
  /** 1-based line of the command in the code block. */
  line: number;
  method: string;
  url: string;
  headers: Map<string, string>;
  /** The body as sent (`-d`, `--data`, `--data-raw`, `--data-binary`), undefined without one. */
  body?: string;
  /** `--data @file`: the body is read from that file. */
  bodyFile?: string;
  /** The command's argv, for messages. */
  argv: string[];
}

type Env = Record<string, string>;

interface Word {
  text: string;
  /** Whether a part of the word came from an unquoted or double-quoted `$…` that was unset. */
  unset?: string;
}

/** Splits shell source into logical lines (continuations joined, comments dropped), with their start line. */
function logicalLines(src: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  const lines = src.split('\n');
  let buf = '';
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    if (buf === '') start = i + 1;
    // Track quotes across lines (a JSON body in '…' spans lines).
    let j = 0;
    let cut = line.length;
    for (; j < line.length; j++) {
      const c = line[j]!;
      if (quote) {
        if (c === quote) quote = null;
        else if (quote === '"' && c === '\\') j++;
      } else if (c === "'" || c === '"') quote = c;
      else if (c === '\\') j++;
      else if (c === '#' && (j === 0 || /\s/.test(line[j - 1]!))) {
        cut = j;
        break;
      }
    }
    line = line.slice(0, cut);
    if (quote) {
      buf += `${line}\n`;
      continue;
    }
    if (/\\\s*$/.test(line)) {
      buf += line.replace(/\\\s*$/, ' ');
      continue;
    }
    buf += line;
    if (buf.trim() !== '') out.push({ text: buf, line: start });
    buf = '';
  }
  if (buf.trim() !== '') out.push({ text: buf, line: start });
  return out;
}

/** Expands `$VAR`, `${VAR}` and `${VAR:-default}` at `s[i]` (which is `$`); returns the value and the next index. */
function expandAt(s: string, i: number, env: Env, word: Word): { value: string; next: number } {
  const braced = /^\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/.exec(s.slice(i));
  if (braced) {
    const value = env[braced[1]!] ?? braced[2];
    if (value === undefined) word.unset = braced[1]!;
    return { value: value ?? '', next: i + braced[0].length };
  }
  const plain = /^\$([A-Za-z_][A-Za-z0-9_]*|[0-9])/.exec(s.slice(i));
  if (plain) {
    const value = env[plain[1]!];
    if (value === undefined) word.unset = plain[1]!;
    return { value: value ?? '', next: i + plain[0].length };
  }
  return { value: '$', next: i + 1 };
}

/** Splits a logical line into words, expanding variables; `;` is returned as its own word. */
export function shellWords(text: string, env: Env): Word[] {
  const words: Word[] = [];
  let cur: Word | null = null;
  const push = (s: string) => {
    cur ??= { text: '' };
    cur.text += s;
  };
  for (let i = 0; i < text.length; ) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      if (cur) words.push(cur);
      cur = null;
      i++;
    } else if (c === ';') {
      if (cur) words.push(cur);
      cur = null;
      words.push({ text: ';' });
      i++;
    } else if (c === "'") {
      const end = text.indexOf("'", i + 1);
      push(text.slice(i + 1, end < 0 ? undefined : end));
      i = end < 0 ? text.length : end + 1;
    } else if (c === '"') {
      push('');
      for (i++; i < text.length && text[i] !== '"'; ) {
        if (text[i] === '\\' && '"\\$`\n'.includes(text[i + 1] ?? '')) {
          push(text[i + 1]!);
          i += 2;
        } else if (text[i] === '$') {
          const { value, next } = expandAt(text, i, env, cur!);
          push(value);
          i = next;
        } else push(text[i++]!);
      }
      i++;
    } else if (c === '\\') {
      push(text[i + 1] ?? '');
      i += 2;
    } else if (c === '$') {
      push('');
      const { value, next } = expandAt(text, i, env, cur!);
      push(value);
      i = next;
    } else push(text[i++]!);
  }
  if (cur) words.push(cur);
  return words;
}

/**
 * The commands of a script (argv lists with their line), with assignments and for loops applied.
 * `exported` receives the variables the script sets or exports at its top level.
 */
export function shellCommands(src: string, env: Env, exported?: Env): { argv: Word[]; line: number }[] {
  const lines = logicalLines(src);
  const out: { argv: Word[]; line: number }[] = [];
  const run = (from: number, to: number, scope: Env) => {
    for (let k = from; k < to; k++) {
      const { text, line } = lines[k]!;
      const loop =
        /^\s*for\s+([A-Za-z_]\w*)\s+in\s+(.*?);?\s*do\s*$/.exec(text) ??
        /^\s*for\s+([A-Za-z_]\w*)\s+in\s+(.*?)\s*$/.exec(text);
      if (loop) {
        // The body runs to the matching `done`.
        let depth = 0;
        let end = k + 1;
        if (!/\bdo\s*$/.test(text) && /^\s*do\s*$/.test(lines[end]?.text ?? '')) end++;
        const bodyStart = end;
        for (; end < lines.length; end++) {
          if (/^\s*for\b/.test(lines[end]!.text)) depth++;
          if (/^\s*done\b/.test(lines[end]!.text)) {
            if (depth === 0) break;
            depth--;
          }
        }
        const values = shellWords(loop[2]!, scope)
          .map((w) => w.text)
          .filter((w) => w !== ';');
        for (const v of values) run(bodyStart, end, { ...scope, [loop[1]!]: v });
        k = end;
        continue;
      }
      // Split on `;` into simple commands.
      const words = shellWords(text, scope);
      let cmd: Word[] = [];
      const flush = () => {
        const assign = cmd.length > 0 && cmd.every((w) => /^[A-Za-z_]\w*=/.test(w.text));
        if (cmd[0]?.text === 'export' || assign) {
          for (const w of cmd.slice(cmd[0]?.text === 'export' ? 1 : 0)) {
            const m = /^([A-Za-z_]\w*)=([\s\S]*)$/.exec(w.text);
            if (m) scope[m[1]!] = m[2]!;
          }
        } else if (cmd.length > 0) out.push({ argv: cmd, line });
        cmd = [];
      };
      for (const w of words) {
        if (w.text === ';') flush();
        else cmd.push(w);
      }
      flush();
    }
  };
  const top = { ...env };
  run(0, lines.length, top);
  if (exported) for (const [k, v] of Object.entries(top)) if (env[k] !== v) exported[k] = v;
  return out;
}

/** curl options that take a value, and those that do not (any other option fails the parse). */
const WITH_VALUE = new Set([
  '-X',
  '--request',
  '-H',
  '--header',
  '-d',
  '--data',
  '--data-raw',
  '--data-binary',
  '--data-urlencode',
  '-o',
  '--output',
  '--retry',
  '--retry-max-time',
  '--max-time',
  '-m',
  '--connect-timeout',
  '-u',
  '--user',
  '-w',
  '--write-out',
]);
const FLAGS = new Set([
  '-G',
  '--get',
  '-i',
  '--include',
  '-s',
  '--silent',
  '-S',
  '--show-error',
  '-f',
  '--fail',
  '--fail-with-body',
  '-L',
  '--location',
  '-v',
  '--verbose',
  '--compressed',
  '-sS',
  '-O',
  '--remote-name',
]);

/** The requests of the `curl` commands of a bash example. `env` gives the variables the reader has set. */
export function parseCurl(src: string, env: Env): { requests: CurlRequest[]; problems: string[] } {
  const requests: CurlRequest[] = [];
  const problems: string[] = [];
  for (const { argv, line } of shellCommands(src, env)) {
    if (argv[0]?.text !== 'curl') continue;
    let method: string | undefined;
    let url: string | undefined;
    let get = false;
    const headers = new Map<string, string>();
    const data: string[] = [];
    const urlencoded: string[] = [];
    let bodyFile: string | undefined;
    for (let i = 1; i < argv.length; i++) {
      const w = argv[i]!;
      if (w.unset)
        problems.push(
          `line ${line}: $${w.unset} is not set in the example (set it in the block, or it is the reader's own variable)`,
        );
      const opt = w.text;
      if (opt.startsWith('-') && opt.length > 1) {
        if (FLAGS.has(opt)) {
          if (opt === '-G' || opt === '--get') get = true;
          continue;
        }
        if (!WITH_VALUE.has(opt)) {
          problems.push(`line ${line}: curl option ${opt} is not understood by the test`);
          continue;
        }
        const value = argv[++i];
        if (value === undefined) {
          problems.push(`line ${line}: curl option ${opt} has no value`);
          break;
        }
        if (value.unset) problems.push(`line ${line}: $${value.unset} is not set in the example`);
        const v = value.text;
        if (opt === '-X' || opt === '--request') method = v.toUpperCase();
        else if (opt === '-H' || opt === '--header') {
          const c = v.indexOf(':');
          headers.set(v.slice(0, c).trim().toLowerCase(), v.slice(c + 1).trim());
        } else if (opt === '--data-urlencode') urlencoded.push(v);
        else if (opt.startsWith('-d') || opt.startsWith('--data')) {
          if (v.startsWith('@') && opt !== '--data-raw') bodyFile = v.slice(1);
          else data.push(v);
        }
      } else if (url === undefined) url = opt;
      else problems.push(`line ${line}: unexpected argument ${opt}`);
    }
    if (!url) {
      problems.push(`line ${line}: curl without a URL`);
      continue;
    }
    const req: CurlRequest = { line, method: '', url, headers, argv: argv.map((w) => w.text) };
    if (get) {
      // -G moves the data to the query string.
      const extra = [
        ...data,
        ...urlencoded.map((d) => {
          const eq = d.indexOf('=');
          return eq < 0 ? encodeURIComponent(d) : `${d.slice(0, eq)}=${encodeURIComponent(d.slice(eq + 1))}`;
        }),
      ].join('&');
      if (extra) req.url += (req.url.includes('?') ? '&' : '?') + extra;
      req.method = method ?? 'GET';
    } else {
      if (urlencoded.length > 0) problems.push(`line ${line}: --data-urlencode without -G sends a form body`);
      if (data.length > 0) req.body = data.join('&');
      if (bodyFile) req.bodyFile = bodyFile;
      req.method = method ?? (data.length > 0 || bodyFile ? 'POST' : 'GET');
    }
    requests.push(req);
  }
  return { requests, problems };
}
