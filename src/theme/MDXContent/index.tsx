// Wraps the safe-to-wrap MDXContent: on doc pages the Markdown controls stand above the text, and
// on the first page of a PDF manual the link „Als PDF herunterladen“.
import type {ReactNode} from 'react';
import MDXContent from '@theme-original/MDXContent';
import type MDXContentType from '@theme/MDXContent';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import MarkdownActions from '@site/src/components/MarkdownActions';
import PdfDownload from '@site/src/components/PdfDownload';

type Props = WrapperProps<typeof MDXContentType>;

export default function MDXContentWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const docsRoot = useBaseUrl('/docs/');
  // Doc pages are the only routes under /docs/ that render MDX content (tag pages do not).
  const twin = pathname.startsWith(docsRoot) ? `${pathname.replace(/\/$/, '')}.md` : null;
  return (
    <>
      {twin && <MarkdownActions href={twin} />}
      {twin && <PdfDownload pathname={pathname} />}
      <MDXContent {...props} />
    </>
  );
}
