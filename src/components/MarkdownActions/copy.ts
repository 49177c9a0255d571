// Loaded only when a reader presses "Markdown kopieren".

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status}`);
  return response.text();
}

/** Copies the Markdown at `url` to the clipboard; returns the German message for the reader. */
export async function copyMarkdown(url: string): Promise<string> {
  try {
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
      // Handing the clipboard a promise keeps the reader's click as the user activation (Safari).
      const blob = fetchText(url).then((text) => new Blob([text], {type: 'text/plain'}));
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    } else {
      await navigator.clipboard.writeText(await fetchText(url));
    }
    return 'Markdown in die Zwischenablage kopiert.';
  } catch {
    return 'Kopieren nicht möglich. Öffnen Sie „Als Markdown anzeigen“ und kopieren Sie den Text dort.';
  }
}
