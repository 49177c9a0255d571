import {PORTS, VARIANT_BASE} from '../../playwright.config';

/** URL inside the test variant build (served under its base URL /falsch/). */
export const variantUrl = (path: string) => `http://127.0.0.1:${PORTS.variant}${VARIANT_BASE}${path.replace(/^\//, '')}`;
/** The same variant build served at the root, where its base URL is wrong. */
export const variantRootUrl = (path = '/') => `http://127.0.0.1:${PORTS.variantRoot}${path}`;

export const LATEST = '/docs';
export const PREVIEW = '/docs/next';
