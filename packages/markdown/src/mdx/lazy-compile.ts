import type * as Compile from './compile.js';

/**
 * `compileMdx` (mdx/compile.ts), whose modules (the MDX steps, the MDX 1 conversion: about 25 of
 * them, 11 ms of CPU) load with the first MDX page: a site of plain markdown never loads them.
 */
export async function compileMdx(
  ...args: Parameters<typeof Compile.compileMdx>
): ReturnType<typeof Compile.compileMdx> {
  const { compileMdx: compile } = await import('./compile.js');
  return compile(...args);
}
