// `@docgen/config/schema`: the zod schemas of the config, the sidebars and front matter, and
// what reads them (the config reference generator, "did you mean" for keys).
export { frontMatterSchema } from './front-matter.js';
export { configReferenceMarkdown } from './reference.js';
export { siteConfigSchema } from './schema.js';
export { blogSchema } from './blog-schema.js';
export * from './schema-walk.js';
export { categoryLinkSchema, sidebarItemSchema, sidebarItemSchemas, sidebarsSchema } from './sidebars-schema.js';
