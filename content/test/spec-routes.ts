/** The routes of the site spec (../shared/site-spec.txt, section 2), as paths below a locale prefix. */
const DOCS = [
  'intro', 'getting-started', 'errors', 'sandbox', 'shipping_label', 'support',
  'api/authentication', 'api/base_url', 'api/changelog', 'api/issue_key', 'api/postman_collection', 'api/usage_flow',
  'api/couriers/overview', 'api/couriers/retrieve',
  'api/draft_orders/overview', 'api/draft_orders/create', 'api/draft_orders/retrieve', 'api/draft_orders/retrieve_rates',
  'api/draft_orders/update', 'api/draft_orders/confirm', 'api/draft_orders/delete', 'api/draft_orders/error',
  'api/locations/overview', 'api/locations/create', 'api/locations/retrieve', 'api/locations/update', 'api/locations/delete',
  'api/maps/overview', 'api/maps/search_area',
  'api/orders/overview', 'api/orders/create', 'api/orders/retrieve', 'api/orders/delete', 'api/orders/error',
  'api/rates/overview', 'api/rates/retrieve', 'api/rates/error',
  'api/trackings/overview', 'api/trackings/retrieve', 'api/trackings/retrieve_public', 'api/trackings/status', 'api/trackings/error',
  'api/webhook/overview', 'api/webhook/add_webhook', 'api/webhook/play_webhook',
  'go_live/activation', 'go_live/submit-activation-request',
  'plan_integration/partnership', 'plan_integration/planning-considerations', 'plan_integration/project-timeline',
];

export const SPEC_DOC_IDS = DOCS;
export const SPEC_PATHS = ['/', '/markdown-page', '/docs', ...DOCS.map((id) => `/docs/${id}`)];
export const LOCALES = [
  { code: 'fr', prefix: '' },
  { code: 'en', prefix: '/en' },
  { code: 'id', prefix: '/id' },
];
