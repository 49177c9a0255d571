// Test-only routes for the e2e suite (crash pages, loading error, scroll behaviour, hydration mismatch). Enabled
// only by KARTARO_TEST_ROUTES=true in the test variant build; never part of a reader's build.
import type {LoadContext, Plugin} from '@docusaurus/types';

const PAGES = {
  'absturz-im-layout': 'CrashInLayout.tsx',
  'absturz-ausserhalb': 'CrashOutsideLayout.tsx',
  ladefehler: 'LoadError.tsx',
  laedt: 'Loading.tsx',
  scrollen: 'Scrolling.tsx',
  hydrationsfehler: 'HydrationMismatch.tsx',
} as const;

export default function testRoutesPlugin(context: LoadContext): Plugin {
  return {
    name: 'kartaro-test-routes',
    async contentLoaded({actions}) {
      for (const [slug, file] of Object.entries(PAGES)) {
        actions.addRoute({
          path: `${context.baseUrl}__test/${slug}`,
          component: `@site/plugins/test-routes/pages/${file}`,
          exact: true,
        });
      }
    },
  };
}
