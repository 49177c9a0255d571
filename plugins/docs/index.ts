// The docs plugin as the preset would add it, with one change to what it ships to the browser.
// Every doc route receives its version's metadata as a prop (one JSON chunk per version, loaded
// on every doc page). Besides the sidebars it holds a `docs` map with id, title, description and
// sidebar of every page of the version (12 KiB gzip of the 18 KiB chunk). Only <DocCard> reads
// it (DocCardList and generated-index pages); this site has neither – a sidebar category with a
// generated index fails the build here, a DocCardList fails content:check – so the map is dropped.
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import type {PluginOptions, LoadedContent} from '@docusaurus/plugin-content-docs';

type VersionProp = {docs?: unknown};

/** Removes the page map from the version metadata prop of a route and its children. */
export function withoutPageList(route: RouteConfig): RouteConfig {
  const version = route.props?.version as VersionProp | undefined;
  let props = route.props;
  if (version?.docs) {
    const {docs: _docs, ...rest} = version;
    props = {...route.props, version: rest};
  }
  return {...route, ...(props && {props}), ...(route.routes && {routes: route.routes.map(withoutPageList)})};
}

type Item = {type: string; label?: string; link?: {type: string}; items?: Item[]};

/** Sidebar categories that link a generated index (a DocCardList page), as readable names. */
export function generatedIndexPages(content: LoadedContent): string[] {
  const found: string[] = [];
  const walk = (items: Item[], where: string) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.link?.type === 'generated-index') found.push(`${where}, Kategorie „${item.label ?? '?'}“`);
      walk(item.items ?? [], where);
    }
  };
  for (const version of content.loadedVersions) {
    for (const [sidebar, items] of Object.entries(version.sidebars)) walk(items as Item[], `Version ${version.versionName}, Seitenleiste ${sidebar}`);
  }
  return found;
}

async function docs(context: LoadContext, options: unknown): Promise<Plugin<LoadedContent>> {
  // `options` went through validateOptions below, the docs plugin's own schema.
  const plugin = await docsPlugin(context, options as PluginOptions);
  const {contentLoaded} = plugin;
  return {
    ...plugin,
    contentLoaded:
      contentLoaded &&
      ((args) => {
        const generated = generatedIndexPages(args.content);
        if (generated.length > 0) {
          throw new Error(
            `plugins/docs: generierte Indexseiten (link: {type: 'generated-index'}) werden nicht unterstützt – ` +
              `die Seitenliste der Version wird nicht an den Browser ausgeliefert. Stattdessen eine index.md verlinken:\n  ${generated.join('\n  ')}`,
          );
        }
        return contentLoaded({...args, actions: {...args.actions, addRoute: (route) => args.actions.addRoute(withoutPageList(route))}});
      }),
  };
}

// Typed for the `plugins` list of the site config, which knows nothing of the docs content type.
const docsPluginModule = Object.assign(docs, {validateOptions}) as unknown as PluginModule;
export default docsPluginModule;
