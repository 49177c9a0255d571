/// <reference types="@docusaurus/plugin-pwa" />
// Renders the reload prompt (@theme/PwaReloadPopup, German texts in i18n/de/code.json) into its own
// root, as plugin-pwa does – loaded only when a new service worker waits.
import {createRoot} from 'react-dom/client';
import PwaReloadPopup from '@theme/PwaReloadPopup';

export function renderReloadPopup(props: {onReload: () => void}): void {
  const container = document.getElementById('pwa-popup-container') ?? document.body.appendChild(document.createElement('div'));
  container.id = 'pwa-popup-container';
  createRoot(container).render(<PwaReloadPopup {...props} />);
}
