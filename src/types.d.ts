// Core's internal route context provider, used by the German crash fallback (src/theme/Error/RouteContextProvider.ts).
declare module '@docusaurus/core/lib/client/routeContext' {
  import type {ReactNode} from 'react';
  import type {PluginRouteContext} from '@docusaurus/types';
  export function RouteContextProvider(props: {children: ReactNode; value: PluginRouteContext | null}): ReactNode;
}

// The bare Prism core (plugins/prism-languages); prismjs's types describe the same object.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
