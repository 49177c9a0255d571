// Hydrates in a task of its own on the first page load (plugins/schlanke-bundles/preact/SpaeterHydrieren.tsx).
import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import Original from '@theme-original/Navbar';
import type OriginalType from '@theme/Navbar';
import SpaeterHydrieren from '@site/plugins/schlanke-bundles/preact/SpaeterHydrieren';

export default function NavbarWrapper(props: WrapperProps<typeof OriginalType>): ReactNode {
  return (
    <SpaeterHydrieren>
      <Original {...props} />
    </SpaeterHydrieren>
  );
}
