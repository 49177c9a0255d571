// Hydrates in a task of its own on the first page load (plugins/schlanke-bundles/preact/SpaeterHydrieren.tsx).
import Original from '@theme-original/Footer';
import {spaeterHydriert} from '@site/plugins/schlanke-bundles/preact/SpaeterHydrieren';

export default spaeterHydriert(Original);
