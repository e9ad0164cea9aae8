export { MDXPre as default } from './tags.js';
