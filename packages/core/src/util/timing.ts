import { performance } from 'node:perf_hooks';

export interface StageTiming {
  stage: string;
  ms: number;
}

/** Records the wall time of named stages, in order. */
export class Timings {
  readonly stages: StageTiming[] = [];
  async time<T>(stage: string, run: () => Promise<T> | T): Promise<T> {
    const start = performance.now();
    try {
      return await run();
    } finally {
      this.stages.push({ stage, ms: performance.now() - start });
    }
  }
  get totalMs(): number {
    return this.stages.reduce((sum, s) => sum + s.ms, 0);
  }
}
