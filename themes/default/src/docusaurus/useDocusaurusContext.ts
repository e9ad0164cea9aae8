export { useDocusaurusContext as default } from './hooks.js';
