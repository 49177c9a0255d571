// Must run before prismjs/components/prism-core is evaluated: without `manual`, Prism would
// highlight every `language-*` element on DOMContentLoaded by itself and so change the markup
// React is about to hydrate. Imported first by ./prism-react-renderer.ts.
Object.assign(globalThis, {Prism: {manual: true, disableWorkerMessageHandler: true}});
