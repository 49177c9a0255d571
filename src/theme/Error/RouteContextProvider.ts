// The one private Docusaurus import of the site (tests/unit/code-rules.test.ts allows only
// this file and fails on upgrade when the module or its export goes away).
//
// Missing public API: @docusaurus/core exports `useRouteContext` but no provider. The crash page
// (./index.tsx) renders the theme Layout outside any route – as core's own fallback does – and
// the Layout reads the route context (title formatting, plugin class names). Core's fallback uses
// this same provider for the same reason (see facebook/docusaurus#9852). If core exports a
// provider one day, import it from there and delete this file.
export {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
