export { MDXImg as default } from './tags.js';
