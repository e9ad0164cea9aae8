export { MDXDetails as default } from './tags.js';
