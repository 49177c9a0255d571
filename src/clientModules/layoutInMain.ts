// Bundling only, no behaviour: the theme Layout (navbar, footer, Link) renders on every page, so it
// ships in main.js with React and the router – as in vanilla Docusaurus, whose crash fallback
// imports it. The site's crash page (src/theme/Error) renders without the layout and no longer
// pulls it in; without this import the bundler splits the layout into several shared chunks that
// every page loads after main.js (+3.3 KiB gzip, three requests more per doc page; README
// „Was eine Dokuseite lädt“). Guarded by the budget in tests/build/bundles.test.ts.
import '@theme/Layout';
