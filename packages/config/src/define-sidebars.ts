import type { SidebarsConfig } from './sidebars-schema.js';

/** Types a sidebars file (validation happens when docgen loads it). */
export function defineSidebars(sidebars: SidebarsConfig): SidebarsConfig {
  return sidebars;
}
