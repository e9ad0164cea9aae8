import type { SiteConfigInput } from './schema.js';

/** Types a site config (validation happens when docgen loads it). */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
