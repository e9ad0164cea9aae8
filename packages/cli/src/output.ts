import pc from 'picocolors';
import type { BuildResult, Diagnostic, StageName } from '@docgen/core';

/** Where output goes and how it looks: a TTY gets colour and a live stage line, CI gets plain lines. */
export interface Output {
  tty: boolean;
  color: boolean;
  onStage(stage: StageName, state: 'start' | 'end', ms?: number): void;
  done(): void;
}

export function createOutput(stream: NodeJS.WriteStream = process.stderr): Output {
  const tty = Boolean(stream.isTTY) && !process.env.CI;
  const color = tty && !process.env.NO_COLOR;
  let current = '';
  const STAGE_COUNT = 8;
  let index = 0;
  return {
    tty,
    color,
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
export function formatSummary(result: BuildResult, color: boolean): string {
  const c = color ? pc : pc.createColors(false);
  const lines: string[] = [];
  const total = result.timings.reduce((s, t) => s + t.ms, 0);
  const locales = Object.entries(result.pagesPerLocale).map(([l, n]) => `${l} ${n}`).join(', ');
  lines.push(`${c.green('✔')} built ${c.bold(String(Object.values(result.pagesPerLocale).reduce((a, b) => a + b, 0)))} pages (${locales}) in ${c.bold(formatMs(total))}`);
  lines.push(`  stages: ${result.timings.map((t) => `${t.stage} ${formatMs(t.ms)}`).join(' · ')}`);
  lines.push(`  output: ${result.output.files} files, ${formatBytes(result.output.bytes)} in ${result.outDir}`);
  lines.push(`  links checked: ${result.linksChecked} · cache: ${result.cache.hits} reused, ${result.cache.misses} computed`);
  lines.push('  client chunks (raw / gzip):');
  for (const a of result.bundle.assets) {
    lines.push(`    ${a.path.padEnd(44)} ${formatBytes(a.bytes.length).padStart(9)} / ${formatBytes(a.gzip).padStart(9)}${a.firstLoad ? '  first load' : ''}`);
  }
  const budget = result.ctx.config.budgets.firstLoadJsGzip;
  const fl = result.bundle.firstLoadJsGzip;
  lines.push(`  first-load JS: ${formatBytes(fl)} gzip (budget ${formatBytes(budget)}) ${fl <= budget ? c.green('ok') : c.red('over')}`);
  return lines.join('\n');
}

export function countBySeverity(list: Diagnostic[]): { errors: number; warnings: number } {
  const errors = list.filter((d) => d.severity === 'error').length;
  return { errors, warnings: list.length - errors };
}
