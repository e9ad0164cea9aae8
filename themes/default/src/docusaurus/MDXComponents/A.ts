export { MDXA as default } from './tags.js';
