// Hydrates one part of the page in a task of its own (see ./index.ts in the parent folder, point 4).
//
// React hydrates a page in slices of a few milliseconds and lets the browser work in between;
// Preact hydrates it in one go, one long task that blocks input on a slow phone. Preact can,
// however, stop at a component that suspends while hydrating, keep its server-rendered DOM and
// hydrate it later. This wrapper suspends once, during the page's first hydration, for one
// task – so the navbar, the sidebar, the article, the table of contents, the pagination and the
// footer (wrappers in src/theme/) hydrate in tasks of their own. The wrapped component must render
// exactly one root element. Everywhere else (server, dev server, client-side navigation) it just
// renders its children.
import {Suspense, useLayoutEffect, useRef, type ComponentType, type ReactNode} from 'react';
import {hydration} from './hydration';

function Aufschub({children}: {children: ReactNode}): ReactNode {
  const aufgeschoben = useRef(false);
  if (hydration.active && !aufgeschoben.current) {
    aufgeschoben.current = true;
    throw new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
  // The resumed render hydrates too: useSyncExternalStore must use the server snapshot again.
  const fortgesetzt = aufgeschoben.current;
  if (fortgesetzt) hydration.active = true;
  useLayoutEffect(() => {
    if (!fortgesetzt) return;
    aufgeschoben.current = false;
    hydration.active = false;
  }, [fortgesetzt]);
  return children;
}

export default function SpaeterHydrieren({children}: {children: ReactNode}): ReactNode {
  return (
    <Suspense fallback={null}>
      <Aufschub>{children}</Aufschub>
    </Suspense>
  );
}

/** A theme component that hydrates in a task of its own: `export default spaeterHydriert(Original)`. */
export function spaeterHydriert<P extends object>(Original: ComponentType<P>): ComponentType<P> {
  function SpaeterHydriert(props: P): ReactNode {
    return (
      <SpaeterHydrieren>
        <Original {...props} />
      </SpaeterHydrieren>
    );
  }
  SpaeterHydriert.displayName = `SpaeterHydriert(${Original.displayName ?? Original.name})`;
  return SpaeterHydriert;
}
