// `react-dom/client` in the browser bundle: Preact's createRoot/hydrateRoot. Preact hydrates
// synchronously, so the flag in ./hydration.ts is set for exactly the page's first render; the
// parts ./SpaeterHydrieren.tsx hydrates later set it again for their own render.
import {createRoot, hydrateRoot as preactHydrateRoot} from 'preact/compat/client';
import {options, type ComponentChild, type VNode} from 'preact';
import {hydration} from './hydration';

/**
 * Preact reports a hydration mismatch – the server HTML lacks a node the browser renders – through
 * this hook of `options` (`_hydrationMismatch` in its source, `__m` in the published build; the
 * same one preact/debug uses). React would log it; so does this, so the console checks of the
 * e2e suite see it. tests/unit/schlanke-bundles.test.ts checks the hook still exists.
 */
export const HYDRATION_MISMATCH_HOOK = '__m';
(options as Record<string, unknown>)[HYDRATION_MISMATCH_HOOK] = (vnode: VNode) => {
  const type = typeof vnode.type === 'string' ? `<${vnode.type}>` : 'Text';
  console.error(`Hydration: ${type} fehlt im Server-HTML – der Browser rendert die Seite anders als der Server.`);
};

export {createRoot};

export function hydrateRoot(container: Element, children: ComponentChild): ReturnType<typeof createRoot> {
  hydration.active = true;
  try {
    return preactHydrateRoot(container, children);
  } finally {
    hydration.active = false;
  }
}

export default {createRoot, hydrateRoot};
