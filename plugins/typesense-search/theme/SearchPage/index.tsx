// Wrapped: the Typesense theme's search page always starts with the first docs version – the
// Preview. This wrapper lists the version the reader came from first (address parameter
// `version`, else the version of the last page read in this tab, else the saved choice, else the
// latest release), so the page starts there. It does so after hydration (remount), so the static
// HTML and the first client render still match.
import {useContext, useEffect, useMemo, useState, type ReactNode} from 'react';
import {Context} from '@docusaurus/core/lib/client/docusaurusContext';
import SearchPage from '@typesense-theme-original/SearchPage';
import {gespeicherteVersion, waehleVersion} from '@site/src/components/Suche/versionWahl';
import {SCHLUESSEL} from '../../zuletztGelesen';

interface Version {
  name: string;
  path: string;
  isLast: boolean;
}
type DocsGlobalData = Record<string, {versions: Version[]}>;

function versionToStart(versions: Version[]): string {
  const lastRead = sessionStorage.getItem(SCHLUESSEL);
  const fromPage = lastRead
    ? [...versions].sort((a, b) => b.path.length - a.path.length).find((v) => lastRead === v.path || lastRead.startsWith(`${v.path}/`))?.name
    : undefined;
  return waehleVersion(versions, new URLSearchParams(window.location.search).get('version'), fromPage, gespeicherteVersion()).name;
}

export default function SearchPageWrapper(): ReactNode {
  const context = useContext(Context);
  const docs = context.globalData['docusaurus-plugin-content-docs'] as DocsGlobalData | undefined;
  const [start, setStart] = useState<string | null>(null);
  useEffect(() => {
    if (docs?.default) setStart(versionToStart(docs.default.versions));
  }, [docs]);
  const value = useMemo(() => {
    if (!start || !docs?.default) return context;
    const versions = [...docs.default.versions].sort((a, b) => Number(b.name === start) - Number(a.name === start));
    return {...context, globalData: {...context.globalData, 'docusaurus-plugin-content-docs': {...docs, default: {...docs.default, versions}}}};
  }, [context, docs, start]);
  return (
    <Context.Provider value={value}>
      <SearchPage key={start ?? 'statisch'} />
    </Context.Provider>
  );
}
