import {useActivePluginAndVersion, useDocsPreferredVersion, useVersions} from '@docusaurus/plugin-content-docs/client';

export interface SearchVersion {
  name: string;
  label: string;
}

/** All doc versions, and the one the reader is in (or last chose, or the latest). */
export function useSearchVersion(): {versions: SearchVersion[]; current: SearchVersion} {
  const versions = useVersions(undefined).map((v) => ({name: v.name, label: v.label}));
  const active = useActivePluginAndVersion()?.activeVersion;
  const {preferredVersion} = useDocsPreferredVersion();
  const lastVersion = useVersions(undefined).find((v) => v.isLast) ?? versions[0];
  const name = active?.name ?? preferredVersion?.name ?? lastVersion.name;
  return {versions, current: versions.find((v) => v.name === name) ?? versions[0]};
}
