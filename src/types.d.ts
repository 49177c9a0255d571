// Core's internal route context provider, used by the German crash fallback (src/theme/Error).
declare module '@docusaurus/core/lib/client/routeContext' {
  import type {ReactNode} from 'react';
  import type {PluginRouteContext} from '@docusaurus/types';
  export function RouteContextProvider(props: {children: ReactNode; value: PluginRouteContext | null}): ReactNode;
}

// Core's site context, re-provided by the Typesense SearchBar wrapper (plugins/typesense-search).
declare module '@docusaurus/core/lib/client/docusaurusContext' {
  import type {Context as ReactContext} from 'react';
  import type {DocusaurusContext} from '@docusaurus/types';
  export const Context: ReactContext<DocusaurusContext>;
}

declare module '@typesense-theme-original/SearchBar' {
  import type {ReactNode} from 'react';
  export default function SearchBar(): ReactNode;
}

declare module '*/suchfehler' {
  export const suchfehler: {get(): string | null; set(query: string | null): void; subscribe(listener: () => void): () => void};
}

declare module '@typesense-theme-original/SearchPage' {
  import type {ReactNode} from 'react';
  export default function SearchPage(): ReactNode;
}

declare module '*/zuletztGelesen' {
  export const SCHLUESSEL: string;
}

// The bare Prism core (plugins/prism-languages); prismjs's types describe the same object.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
