// German replacement for core's base-URL issue banner (hard-coded English): when the page's
// JavaScript did not start – typically because the site is served at a path that does not match
// its configured base URL – a red banner says so and suggests the base URL that would fit.
// It must work without the app bundle, so it is a small inline script (configured with
// `baseUrlIssueBanner: false` for core's own banner).
import type {LoadContext, Plugin} from '@docusaurus/types';

export function bannerScript(baseUrl: string): string {
  const html =
    '<div id="kartaro-base-url-hinweis" role="alert" style="border:4px solid #b3261e;background:#fff4e5;color:#1c1e21;margin:20px;padding:20px;font-size:18px">' +
    '<p style="font-weight:bold;font-size:26px;margin-top:0">Die Kartaro-Hilfe wurde nicht richtig geladen.</p>' +
    '<p>Häufigste Ursache ist eine Basis-URL, die nicht zum Veröffentlichungspfad passt.</p>' +
    `<p>Konfigurierte Basis-URL (BASE_URL): <b style="color:#b3261e">${baseUrl}</b></p>` +
    '<p>Vorschlag: Bauen Sie die Seite mit BASE_URL=<b id="kartaro-base-url-vorschlag" style="color:#1b5e20"></b> neu.</p>' +
    '</div>';
  return (
    `document.addEventListener('DOMContentLoaded',function(){if(typeof window.docusaurus!=='undefined')return;` +
    `var c=document.createElement('div');c.id='__docusaurus-base-url-issue-banner-container';` +
    `c.innerHTML=${JSON.stringify(html).replace(/</g, '\\u003c')};document.body.prepend(c);` +
    `var p=window.location.pathname;document.getElementById('kartaro-base-url-vorschlag').textContent=p.slice(-1)==='/'?p:p+'/';});`
  );
}

export default function baseUrlNoticePlugin(context: LoadContext): Plugin {
  return {
    name: 'kartaro-base-url-hinweis',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: bannerScript(context.baseUrl)}]};
    },
  };
}
