/** Escapes text for use inside a regular expression (until RegExp.escape is available everywhere). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
