// Remembers the last documentation page the reader opened (for this tab), so the Typesense
// search page can default to the version they came from.
export const SCHLUESSEL = 'kartaro.zuletzt-gelesen';

export function onRouteDidUpdate({location}) {
  if (!location.pathname.endsWith('/search')) sessionStorage.setItem(SCHLUESSEL, location.pathname);
}
