export { MDXUl as default } from './tags.js';
