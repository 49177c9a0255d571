// `tslib` for @docusaurus/utils-common/lib/index.js in the browser bundle (see ./index.ts, point 5).
// That file is CommonJS and `require("tslib")`s the whole helper library (≈ 4 KiB gzip) for one
// helper. tests/unit/schlanke-bundles.test.ts checks that it still needs only what is exported here.
export {__importDefault} from 'tslib';
