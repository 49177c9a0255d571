// The navbar search button's texts. Their own module, so that every page's main bundle carries
// only these two and not the dialog's texts (./texts.ts), which load with the dialog.
export const BUTTON_TEXTS = {
  button: 'Suchen',
  buttonLabel: 'Dokumentation durchsuchen (Strg+K oder /)',
} as const;
