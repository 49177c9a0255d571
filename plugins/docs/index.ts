// The docs plugin as the preset would add it, with one change to what it ships to the browser.
// Every doc route receives its version's metadata as a prop (one JSON chunk per version, loaded
// on every doc page). Besides the sidebars it holds a `docs` map with id, title, sidebar and
// *description* of every page of the version – only read by <DocCard> (DocCardList and
// generated-index pages, which this site does not use). The descriptions alone were 17 KiB
// gzip per doc page; they are dropped, the rest stays, so a DocCardList would still render
// (its cards just without the description line).
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import type {PluginOptions, LoadedContent} from '@docusaurus/plugin-content-docs';

type VersionProp = {docs?: Record<string, {description?: string}>};

/** Removes the doc descriptions from the version metadata prop of a route and its children. */
export function ohneBeschreibungen(route: RouteConfig): RouteConfig {
  const version = route.props?.version as VersionProp | undefined;
  const docs = version?.docs
    ? Object.fromEntries(Object.entries(version.docs).map(([id, {description: _description, ...doc}]) => [id, doc]))
    : undefined;
  return {
    ...route,
    ...(docs && {props: {...route.props, version: {...version, docs}}}),
    ...(route.routes && {routes: route.routes.map(ohneBeschreibungen)}),
  };
}

async function docs(context: LoadContext, options: unknown): Promise<Plugin<LoadedContent>> {
  // `options` went through validateOptions below, the docs plugin's own schema.
  const plugin = await docsPlugin(context, options as PluginOptions);
  const {contentLoaded} = plugin;
  return {
    ...plugin,
    contentLoaded: contentLoaded && ((args) => contentLoaded({...args, actions: {...args.actions, addRoute: (route) => args.actions.addRoute(ohneBeschreibungen(route))}})),
  };
}

// Typed for the `plugins` list of the site config, which knows nothing of the docs content type.
const docsPluginModule = Object.assign(docs, {validateOptions}) as unknown as PluginModule;
export default docsPluginModule;
