export { MDXCode as default } from './tags.js';
