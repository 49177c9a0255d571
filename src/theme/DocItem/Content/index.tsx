// Wraps the doc content: the first page of a PDF manual offers the manual as PDF (config/pdf.ts).
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import PdfDownload from '@site/src/components/PdfDownload';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PdfDownload />
      <Content {...props} />
    </>
  );
}
