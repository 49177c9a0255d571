// Hydrates in a task of its own on the first page load (plugins/schlanke-bundles/preact/SpaeterHydrieren.tsx).
import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import Original from '@theme-original/DocSidebar';
import type OriginalType from '@theme/DocSidebar';
import SpaeterHydrieren from '@site/plugins/schlanke-bundles/preact/SpaeterHydrieren';

export default function DocSidebarWrapper(props: WrapperProps<typeof OriginalType>): ReactNode {
  return (
    <SpaeterHydrieren>
      <Original {...props} />
    </SpaeterHydrieren>
  );
}
