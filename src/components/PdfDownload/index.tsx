// „Als PDF herunterladen“ on the first page of each manual (config/pdf.ts). The PDFs are made by
// `npm run pdf` after the build and deployed with it (README „PDF-Handbücher“).
import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {PDF_VERSIONS, pdfFileName, pdfManuals, pdfPath, type PdfManual, type PdfVersion} from '@site/config/pdf';
import styles from './styles.module.css';

const withoutSlash = (path: string) => path.replace(/\/$/, '');

/** The manual whose first page is `pathname` (below the base URL `baseUrl`), in any version. */
function manualStartingAt(pathname: string, baseUrl: string): {manual: PdfManual; version: PdfVersion} | undefined {
  for (const version of Object.values(PDF_VERSIONS)) {
    const manual = pdfManuals(version).find((m) => withoutSlash(`${baseUrl}${version.docsPath}${m.start}`) === withoutSlash(pathname));
    if (manual) return {manual, version};
  }
  return undefined;
}

export default function PdfDownload({pathname}: {pathname: string}): ReactNode {
  const baseUrl = useBaseUrl('/');
  const found = manualStartingAt(pathname, baseUrl);
  if (!found) return null;
  const {manual, version} = found;
  return (
    <p className={`kartaro-pdf-link ${styles.pdfLink}`}>
      {/* A file download, not a page of the site: no client-side routing. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a href={`${baseUrl}${pdfPath(manual, version)}`} download={pdfFileName(manual, version)}>
        Als PDF herunterladen
      </a>{' '}
      <span className={styles.detail}>
        (Handbuch „{manual.title}“, Version {version.label})
      </span>
    </p>
  );
}
