// Every text of the search dialog and the search page, in German, in one place (both backends
// use them). The navbar button's two texts are in ./buttonTexts.ts: every page loads those, these
// load with the dialog or the search page.
export const TEXTS = {
  dialogLabel: 'Suche in der Dokumentation',
  placeholder: 'Dokumentation durchsuchen',
  start: 'Geben Sie einen Suchbegriff ein, zum Beispiel „Lizenzserver“, „Kabelabschnitt“ oder „IPrintManager“.',
  noResults: (query: string) => `Keine Ergebnisse für „${query}“`,
  noResultsHint: 'Prüfen Sie die Schreibweise, verwenden Sie weniger Wörter oder wählen Sie eine andere Version.',
  error: 'Ergebnisse konnten nicht geladen werden.',
  errorHint: 'Prüfen Sie bitte Ihre Netzwerkverbindung und versuchen Sie es erneut.',
  errorOffline:
    'Sie sind offline. Für diese Suche braucht die Kartaro-Hilfe Teile des Suchindex aus dem Netz; gesucht werden kann ohne Netz nur in dem, was schon geladen ist. Versuchen Sie es mit einem anderen Begriff oder wieder mit Verbindung.',
  errorIndexMissing:
    'Der Suchindex fehlt. Im Entwicklungsserver gibt es keine Suche – bauen Sie die Website mit „npm run build“ und starten Sie „npm run serve“.',
  loading: 'Suche läuft …',
  allResults: 'Alle Ergebnisse auf der Suchseite anzeigen',
  recent: 'Zuletzt gesucht',
  clearRecent: 'Verlauf löschen',
  version: 'Version',
  results: 'Suchergebnisse',
  footerOpen: 'öffnen',
  footerSelect: 'auswählen',
  footerClose: 'schließen',
  close: 'Suche schließen',
  pageTitle: 'Suche',
  pageTitleWith: (query: string) => `Suche nach „${query}“`,
  pageDescription: 'Die Dokumentation der Kartaro-Produktfamilie durchsuchen.',
  hits: (n: number) => (n === 1 ? '1 Treffer' : `${n} Treffer`),
} as const;

/** The hint under the error notice: index missing (dev server), offline, or a network problem. */
export function errorHint(indexMissing: boolean | undefined): string {
  if (indexMissing) return TEXTS.errorIndexMissing;
  return typeof navigator !== 'undefined' && !navigator.onLine ? TEXTS.errorOffline : TEXTS.errorHint;
}
