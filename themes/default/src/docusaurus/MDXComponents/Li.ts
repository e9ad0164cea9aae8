export { MDXLi as default } from './tags.js';
