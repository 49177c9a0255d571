// Bookmark titles of a printed manual. Chromium derives the PDF outline from the headings of the
// tagged document, but takes the titles from the painted lines: a heading that wraps loses the space
// at the line break („StadtwerkenMusterstadt“), and some are written twice („Core im ÜberblickCore im
// Überblick“; Chromium 156, headings with a capital umlaut, depending on the layout). Tree and jump
// targets are right, so only the titles are set again from the headings' text, with pdf-lib (the
// maintained fork @cantoo/pdf-lib).
import fs from 'node:fs';
import {PDFDict, PDFDocument, PDFHexString, PDFName, PDFString} from '@cantoo/pdf-lib';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const letters = (s: string) => s.replace(/\s+/g, '');

function items(first: PDFDict | undefined): PDFDict[] {
  const result: PDFDict[] = [];
  for (let item = first; item; item = item.lookupMaybe(PDFName.of('Next'), PDFDict)) {
    result.push(item, ...items(item.lookupMaybe(PDFName.of('First'), PDFDict)));
  }
  return result;
}

/**
 * Sets the bookmark titles of `file` to `headings` (the document's headings in order, one per
 * bookmark). Returns how many titles were corrected; fails when tree and headings do not match.
 */
export async function fixOutlineTitles(file: string, headings: string[]): Promise<number> {
  const pdf = await PDFDocument.load(fs.readFileSync(file), {updateMetadata: false});
  const outlines = pdf.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict);
  const bookmarks = items(outlines?.lookupMaybe(PDFName.of('First'), PDFDict));
  if (bookmarks.length !== headings.length) {
    throw new Error(`${file}: ${bookmarks.length} Lesezeichen, aber ${headings.length} Überschriften`);
  }
  let fixed = 0;
  bookmarks.forEach((bookmark, i) => {
    const title = bookmark.lookup(PDFName.of('Title'), PDFString, PDFHexString).decodeText();
    const heading = squash(headings[i]);
    if (squash(title) === heading) return;
    const found = letters(title);
    if (found !== letters(heading) && found !== letters(heading + heading))
      throw new Error(`${file}: Lesezeichen ${i + 1} „${title}“ passt nicht zu „${heading}“`);
    bookmark.set(PDFName.of('Title'), PDFHexString.fromText(heading));
    fixed++;
  });
  if (fixed) fs.writeFileSync(file, await pdf.save({updateFieldAppearances: false}));
  return fixed;
}
