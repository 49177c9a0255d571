// Core's internal route context provider, used by the German crash fallback (src/theme/Error).
declare module '@docusaurus/core/lib/client/routeContext' {
  import type {ReactNode} from 'react';
  import type {PluginRouteContext} from '@docusaurus/types';
  export function RouteContextProvider(props: {children: ReactNode; value: PluginRouteContext | null}): ReactNode;
}
