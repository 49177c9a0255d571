// Wrapped: under /docs/… Docusaurus renders only this content, without page metadata; we add
// the German document title here so every not-found page reads „Seite nicht gefunden | Kartaro-Hilfe“.
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof NotFoundContentType>;

export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Seite nicht gefunden'})} />
      <NotFoundContent {...props} />
    </>
  );
}
