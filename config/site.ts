// Constants the navbar, footer, home page and legal pages share.
import {createHash} from 'node:crypto';

export const SITE_TITLE = 'Kartaro-Hilfe';
export const TAGLINE = 'Dokumentation für Kartaro Desktop, Professional, AppBuilder, Mobile, Portal, Server und Fachschalen';

/** External demo installations, linked from the footer. */
export const DEMO_LINKS = {
  portal: 'https://demo.kartaro.example/portal/',
  mobile: 'https://demo.kartaro.example/mobile/',
} as const;

export const LAST_VERSION = '25.1-und-aeltere';

/** The four sidebars of each version, in navbar order, with their German names. */
export const SIDEBARS = [
  ['products', 'Dokumentation'],
  ['installation', 'Installation'],
  ['api', 'API'],
  ['changelog', "What's New"],
] as const;
export const VERSION_LABELS = {current: 'Preview', [LAST_VERSION]: '25.1 und älter'} as const;

export function announcementText(baseUrl: string): string {
  return `Die Vorabversion 25.2 ist da: Lesen Sie, <a href="${baseUrl}docs/next/whatsnew/25.2/">was sich in Kartaro 25.2 ändert</a>.`;
}

/** The id changes whenever the text changes, so readers who closed an older announcement see the new one. */
export function announcementId(text: string): string {
  return `ankuendigung-${createHash('sha256').update(text).digest('hex').slice(0, 8)}`;
}

/** Site-wide search-engine keywords; pages with `keywords` in their front matter replace them. */
export const SITE_KEYWORDS = ['Kartaro', 'GIS', 'Dokumentation', 'AppBuilder', 'Netzdokumentation', 'Versorger'];
