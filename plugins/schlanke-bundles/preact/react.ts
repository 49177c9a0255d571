// `react` in the browser bundle: preact/compat, with one React behaviour it lacks.
//
// React renders the first (hydrating) pass with getServerSnapshot() – the value the server used –
// and re-renders with the browser's value right after. Preact's useSyncExternalStore ignores
// getServerSnapshot, and Preact keeps the server's attributes while hydrating, so a value only
// the browser knows (the address hash in the version menu's links, a stored choice) would never
// reach the page. This useSyncExternalStore is Preact's, plus the server snapshot while hydrating.
import compat from 'preact/compat';
import {useEffect, useLayoutEffect, useState} from 'preact/hooks';
import {hydration} from './hydration';

type Store<T> = {value: T; getSnapshot: () => T};

function changed<T>(store: Store<T>): boolean {
  try {
    return !Object.is(store.value, store.getSnapshot());
  } catch {
    return true;
  }
}

export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot?: () => T): T {
  const value = hydration.active && getServerSnapshot ? getServerSnapshot() : getSnapshot();
  const [{store}, forceUpdate] = useState({store: {value, getSnapshot} as Store<T>});

  useLayoutEffect(() => {
    store.value = value;
    store.getSnapshot = getSnapshot;
    if (changed(store)) forceUpdate({store});
  }, [subscribe, value, getSnapshot]);

  useEffect(() => {
    if (changed(store)) forceUpdate({store});
    return subscribe(() => {
      if (changed(store)) forceUpdate({store});
    });
  }, [subscribe]);

  return value;
}

// preact/compat's type declarations use `export =`; the module itself is ESM with named exports.
// @ts-expect-error TS2498
export * from 'preact/compat';
export default {...compat, useSyncExternalStore};
