/** `generatedBy` of the pages of the routes a Docusaurus plugin of the site adds (`actions.addRoute`). */
export const DOCUSAURUS_ROUTE = 'docusaurus:addRoute';
