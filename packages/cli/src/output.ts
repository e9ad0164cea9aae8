import pc from 'picocolors';
import { summaryOf, type BuildResult, type Diagnostic, type StageName, type UpToDate } from '@docgen/core/build';

/** Where output goes and how it looks: a TTY gets colour and a live stage line, CI gets plain lines. */
export interface Output {
  tty: boolean;
  color: boolean;
  /** `--verbose`: list every diagnostic. */
  verbose: boolean;
  onStage(stage: StageName, state: 'start' | 'end', ms?: number): void;
  done(): void;
}

export function createOutput(stream: NodeJS.WriteStream = process.stderr, verbose = false): Output {
  const tty = Boolean(stream.isTTY) && !process.env.CI;
  const color = tty && !process.env.NO_COLOR;
  let current = '';
  const STAGE_COUNT = 8;
  let index = 0;
  return {
    tty,
    color,
    verbose,
    onStage(stage, state, ms) {
      if (state === 'start') {
        index++;
        current = stage;
        if (tty) stream.write(`\r\x1b[2K${pc.cyan(bar(index - 1, STAGE_COUNT))} ${stage}…`);
      } else if (!tty) {
        stream.write(`docgen: ${stage} ${formatMs(ms ?? 0)}\n`);
      }
    },
    done() {
      if (tty && current) stream.write('\r\x1b[2K');
    },
  };
}

function bar(done: number, total: number): string {
  const width = 20;
  const filled = Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`;
}

export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}

/** The end-of-build summary: pages per locale, time per stage, output size, chunks. */
export function formatSummary(result: BuildResult | UpToDate, color: boolean): string {
  const c = color ? pc : pc.createColors(false);
  const fresh = 'upToDate' in result;
  const summary = fresh ? result.summary : summaryOf(result);
  const lines: string[] = [];
  const total = result.timings.reduce((s, t) => s + t.ms, 0);
  const pages = Object.values(summary.pagesPerLocale).reduce((a, b) => a + b, 0);
  const locales = Object.entries(summary.pagesPerLocale)
    .map(([l, n]) => `${l} ${n}`)
    .join(', ');
  if (fresh)
    lines.push(
      `${c.green('✔')} up to date: ${c.bold(String(pages))} pages (${locales}), nothing changed since the last build (checked in ${c.bold(formatMs(total))})`,
    );
  else lines.push(`${c.green('✔')} built ${c.bold(String(pages))} pages (${locales}) in ${c.bold(formatMs(total))}`);
  lines.push(`  stages: ${result.timings.map((t) => `${t.stage} ${formatMs(t.ms)}`).join(' · ')}`);
  lines.push(
    `  output: ${summary.output.files} files, ${formatBytes(summary.output.bytes)} in ${result.outDir}${fresh ? ' (kept as it was)' : ''}`,
  );
  lines.push(
    `  links checked: ${summary.linksChecked}${fresh || !result.linkPagesReused ? '' : ` (${result.linkPagesReused} pages unchanged since the last build: its findings kept)`}${fresh ? '' : ` · cache: ${result.cache.hits} reused, ${result.cache.misses} computed`}`,
  );
  if (!fresh && result.workers.started > 0) {
    const { started, jobs } = result.workers;
    const lost =
      result.workers.outOfMemory > 0
        ? `; ${result.workers.outOfMemory} ran out of its heap and the main thread did its work`
        : '';
    lines.push(
      `  worker threads: ${started} (batches done: markdown ${jobs.markdown}, render ${jobs.render}; the main thread took the others${lost})`,
    );
  }
  lines.push('  client chunks (raw / gzip):');
  // The mermaid library's chunks (about 100, fetched by the pages that draw a diagram) as one line.
  const library = summary.assets.filter((a) => a.path.startsWith('assets/js/mermaid/'));
  if (library.length > 0) {
    const bytes = library.reduce((sum, a) => sum + a.size, 0);
    lines.push(`    ${`assets/js/mermaid/ (${library.length} chunks)`.padEnd(44)} ${formatBytes(bytes).padStart(9)}`);
  }
  for (const a of summary.assets) {
    if (library.includes(a)) continue;
    lines.push(
      `    ${a.path.padEnd(44)} ${formatBytes(a.size).padStart(9)} / ${formatBytes(a.gzip).padStart(9)}${a.firstLoad ? '  first load' : ''}`,
    );
  }
  const budget = summary.firstLoadBudget;
  const fl = summary.firstLoadJsGzip;
  lines.push(
    `  first-load JS: ${formatBytes(fl)} gzip (budget ${formatBytes(budget)}) ${fl <= budget ? c.green('ok') : c.red('over')}`,
  );
  const heaviest = summary.heaviestPages ?? [];
  const weightBudget = summary.pageWeightBudget;
  if (heaviest.length > 0 && weightBudget !== undefined) {
    lines.push(`  heaviest pages (HTML + CSS + first-load JS, gzip; budget ${formatBytes(weightBudget)}):`);
    for (const p of heaviest)
      lines.push(
        `    ${p.path.padEnd(44)} ${formatBytes(p.gzip).padStart(9)}${p.gzip > weightBudget ? `  ${c.red('over')}` : ''}`,
      );
  }
  return lines.join('\n');
}

export function countBySeverity(list: Diagnostic[]): { errors: number; warnings: number } {
  const errors = list.filter((d) => d.severity === 'error').length;
  return { errors, warnings: list.length - errors };
}
