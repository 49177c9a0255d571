import useIsBrowser from '@docusaurus/useIsBrowser';

/** Throws a real render error right after hydration (the static HTML must still build). */
export function useCrash(message: string): void {
  // False while rendering on the server and during hydration, true on the render after it.
  if (useIsBrowser()) throw new Error(message);
}
