// Hydrates in a task of its own on the first page load (plugins/schlanke-bundles/preact/SpaeterHydrieren.tsx).
import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import Original from '@theme-original/DocItem/Paginator';
import type OriginalType from '@theme/DocItem/Paginator';
import SpaeterHydrieren from '@site/plugins/schlanke-bundles/preact/SpaeterHydrieren';

export default function DocItemPaginatorWrapper(props: WrapperProps<typeof OriginalType>): ReactNode {
  return (
    <SpaeterHydrieren>
      <Original {...props} />
    </SpaeterHydrieren>
  );
}
