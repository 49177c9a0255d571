import {useActivePluginAndVersion, useDocsPreferredVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import {chooseVersion} from './versionChoice';

export interface SearchVersion {
  name: string;
  label: string;
}

/** All doc versions, and the one the reader is in (or last chose, or the latest). */
export function useSearchVersion(): {versions: SearchVersion[]; current: SearchVersion} {
  const all = useVersions(undefined);
  const active = useActivePluginAndVersion()?.activeVersion;
  const {preferredVersion} = useDocsPreferredVersion();
  const versions = all.map((v) => ({name: v.name, label: v.label}));
  const {name} = chooseVersion(all, active?.name, preferredVersion?.name);
  return {versions, current: versions.find((v) => v.name === name)!};
}
