// `@docusaurus/theme-common/Details`: the details element `@theme/Details` is made of.
export { default as Details, type DetailsProps } from './Details.js';
