// `react-dom/client` in the browser bundle: Preact's createRoot/hydrateRoot. Preact hydrates
// synchronously, so the flag in ./hydration.ts is set for exactly the first render of the page.
import {createRoot, hydrateRoot as preactHydrateRoot} from 'preact/compat/client';
import type {ComponentChild} from 'preact';
import {hydration} from './hydration';

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
