// Which docs version a search starts in – one rule for the dialog, the search page and its early start.

/** Docusaurus's storage key of the preferred docs version (site storage without namespace, see docusaurus.config.ts). */
const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/** The version the reader last chose in the version menu, if the browser lets us read it. */
export function storedVersion(): string | null {
  try {
    return window.localStorage.getItem(PREFERRED_VERSION_KEY);
  } catch {
    return null;
  }
}

/** The first candidate that names a known version, else the latest release. */
export function chooseVersion<V extends {name: string; isLast: boolean}>(
  versions: V[],
  ...candidates: Array<string | null | undefined>
): V {
  for (const name of candidates) {
    const version = versions.find((v) => v.name === name);
    if (version) return version;
  }
  return versions.find((v) => v.isLast) ?? versions[0]!;
}
