// The test variant build (`npm run build:variant`): served under a wrong base URL, with
// NO_INDEX, the test-only routes, EDIT_URL and a Typesense configuration. One place for its settings,
// used by the build script, the Playwright servers and the tests.
export const VARIANT_ENV = {
  BASE_URL: '/falsch/',
  NO_INDEX: 'true',
  KARTARO_TEST_ROUTES: 'true',
  // "Diese Seite bearbeiten" appears only with EDIT_URL; the production build has none.
  EDIT_URL: 'https://git.kartaro.test/doku/kartaro-hilfe/-/edit/main',
  TYPESENSE_HOST: 'suche.kartaro.test',
  TYPESENSE_PORT: '8443',
  TYPESENSE_PATH: '/typesense',
  TYPESENSE_COLLECTION: 'kartaro-hilfe-test',
  TYPESENSE_SEARCH_API_KEY: 'nurSucheTestschluessel',
  // Set during the build only to prove that it never reaches the output.
  TYPESENSE_ADMIN_API_KEY: 'geheimerAdminTestschluessel',
} as const;
