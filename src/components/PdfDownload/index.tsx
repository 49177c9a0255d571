// „Als PDF herunterladen“ on the first page of each manual (config/pdf.ts). The PDFs are made by
// `npm run pdf` after the build and deployed with it (README „PDF-Handbücher“).
import type {ReactNode} from 'react';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PDF_VERSIONS, pdfFileName, pdfManuals, pdfPath} from '@site/config/pdf';
import styles from './styles.module.css';

export default function PdfDownload(): ReactNode {
  const {metadata} = useDoc();
  const {version} = useDocsVersion();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const pdfVersion = PDF_VERSIONS[version];
  const manual = pdfVersion && pdfManuals(pdfVersion).find((m) => `${baseUrl}${pdfVersion.docsPath}${m.start}` === metadata.permalink);
  if (!pdfVersion || !manual) return null;
  return (
    <p className={`kartaro-pdf-link ${styles.pdfLink}`}>
      {/* A file download, not a page of the site: no client-side routing. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a href={`${baseUrl}${pdfPath(manual, pdfVersion)}`} download={pdfFileName(manual, pdfVersion)}>
        Als PDF herunterladen
      </a>{' '}
      <span className={styles.detail}>
        (Handbuch „{manual.title}“, Version {pdfVersion.label})
      </span>
    </p>
  );
}
