// Client module of plugin-pwa (`swRegister`): registers the service worker only once the page is
// loaded and the browser is idle, so the doc page's first load carries just this file; workbox-window
// (and, only when needed, the reload prompt) come as separate chunks afterwards. Replaces the plugin's registration,
// which starts right away; the flow is the same: offline mode always on, and when a new deploy's
// service worker waits, the prompt „Neue Inhalte verfügbar – Neu laden“ (@theme/PwaReloadPopup).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {KEEP_PAGE_MESSAGE} from './shell.js';

/** After the load event; the doc page budget (tests/build/bundles.test.ts) counts what loads before the network is idle. */
const REGISTER_DELAY_MS = 4000;

declare const process: {env: {PWA_SERVICE_WORKER_URL: string; PWA_DEBUG: boolean}};

async function register(): Promise<void> {
  const {Workbox} = await import('workbox-window');
  const params = JSON.stringify({offlineMode: true, debug: process.env.PWA_DEBUG});
  const wb = new Workbox(`${process.env.PWA_SERVICE_WORKER_URL}?params=${encodeURIComponent(params)}`);
  const prompt = async () =>
    (await import('./reloadPopup')).renderReloadPopup({
      onReload() {
        wb.addEventListener('controlling', () => window.location.reload());
        void wb.messageSW({type: 'SKIP_WAITING'});
      },
    });
  wb.addEventListener('waiting', () => void prompt());
  const registration = await wb.register();
  if (registration?.waiting && registration.active) await prompt();
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  // Reading offline is for later visits: start a few seconds after load, when the browser is idle.
  const start = () =>
    window.setTimeout(() => {
      const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 0));
      idle(() => void register().catch((e: unknown) => console.error('Service Worker nicht registriert', e)), {timeout: 5000});
    }, REGISTER_DELAY_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, {once: true});
}

/** A page reached by client-side navigation: the service worker keeps its HTML for offline reading. */
const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || !ExecutionEnvironment.canUseDOM) return;
    navigator.serviceWorker?.controller?.postMessage({type: KEEP_PAGE_MESSAGE, url: location.pathname});
  },
};
export default clientModule;
