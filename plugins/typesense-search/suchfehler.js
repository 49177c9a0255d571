// Which query last failed at the Typesense server (null: the last search worked). Written by the
// search client wrapper (theme/SearchBar), read by ScreenState.js to show the error screen.
let failedQuery = null;
const listeners = new Set();

export const suchfehler = {
  get: () => failedQuery,
  set(query) {
    if (query === failedQuery) return;
    failedQuery = query;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
