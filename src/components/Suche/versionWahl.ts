// Which docs version a search starts in – one rule for the local search (dialog, page, early
// start) and the Typesense search page.

/** Docusaurus's storage key of the preferred docs version (site storage without namespace, see docusaurus.config.ts). */
const BEVORZUGTE_VERSION = 'docs-preferred-version-default';

/** The version the reader last chose in the version menu, if the browser lets us read it. */
export function gespeicherteVersion(): string | null {
  try {
    return window.localStorage.getItem(BEVORZUGTE_VERSION);
  } catch {
    return null;
  }
}

/** The first candidate that names a known version, else the latest release. */
export function waehleVersion<V extends {name: string; isLast: boolean}>(versions: V[], ...kandidaten: Array<string | null | undefined>): V {
  for (const name of kandidaten) {
    const version = versions.find((v) => v.name === name);
    if (version) return version;
  }
  return versions.find((v) => v.isLast) ?? versions[0]!;
}
