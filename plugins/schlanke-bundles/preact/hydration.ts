// True while the browser adopts the server-rendered HTML (see ./react-dom-client.ts).
export const hydration = {active: false};
