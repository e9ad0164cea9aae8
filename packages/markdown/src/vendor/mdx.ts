// The MDX compiler (@mdx-js/mdx: acorn, estree, its own unified) behind one module, bundled into
// one file by the package's build: loaded only by a site that has MDX pages.
export { createProcessor } from '@mdx-js/mdx';
export { default as remarkComment } from '@slorber/remark-comment';
export { toEstree } from 'hast-util-to-estree';
