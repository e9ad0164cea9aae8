export { MDXHeading as default } from './tags.js';
