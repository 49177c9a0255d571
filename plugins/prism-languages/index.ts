// Prism with only the languages the documentation uses (saves ≈ 25 KiB gzip on every page).
//
// The package `prism-react-renderer` ships Prism with ~25 grammars and 20 colour themes in one
// file, all of which would land in main.js. The theme offers no option to leave them out, so the
// site bundles resolve `prism-react-renderer` to ./prism-react-renderer.ts: the same <Highlight>
// on the bare Prism core. The grammars come from `themeConfig.prism.additionalLanguages`, which
// the theme's documented `prism-include-languages` loads from prismjs/components.
// tests/unit/prism-languages.test.ts proves both renderers produce the same tokens for every
// code block of the documentation. Node code (config/prism.ts) keeps the real package.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function prismLanguagesPlugin(): Plugin {
  return {
    name: 'kartaro-prism-languages',
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'prism-react-renderer.ts')}}};
    },
  };
}
