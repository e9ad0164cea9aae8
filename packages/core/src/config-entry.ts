// `@docgen/core/config` is `@docgen/config` (its former home): sites and plugins written before
// the config had a package of its own keep working.
export * from '@docgen/config';
