// rehype-raw (parse5, a whole HTML parser) behind one module, bundled into one file by the
// package's build: loaded only by a page that holds raw HTML (the Lintas site has none).
export { default as rehypeRaw } from 'rehype-raw';
