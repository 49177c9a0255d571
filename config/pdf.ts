// The PDF manuals (`npm run pdf`, scripts/pdf/): one per sidebar subtree and version. Shared by
// the script and by the „Als PDF herunterladen“ link on each manual's first page, so it stays
// small and free of Node imports (it ends up in the doc page bundle).

export interface PdfManual {
  /** ASCII part of the file name: kartaro-<slug>-<version>.pdf */
  slug: string;
  /** Title on the cover, in the page header and in the PDF metadata. */
  title: string;
  /** First page of the manual, relative to the version's docs root (`/docs/` or `/docs/next/`). */
  start: string;
  /**
   * `category`: the start page's sidebar category and everything below it;
   * `sidebar`: the whole sidebar from the start page on.
   */
  scope: 'category' | 'sidebar';
}

export interface PdfVersion {
  /** Folder below `pdf/` and suffix of the file names, ASCII. */
  dir: string;
  /** Version as printed on the cover. */
  label: string;
  /** Path of the version's docs below the base URL. */
  docsPath: string;
  /** Start page of the release notes of this version. */
  releaseNotes: string;
}

/** Docusaurus version name → PDF naming. Update when a version is cut (README „Versionen“). */
export const PDF_VERSIONS: Record<string, PdfVersion> = {
  current: {dir: '25.2-preview', label: '25.2 (Preview)', docsPath: 'docs/next/', releaseNotes: 'whatsnew/25.2/'},
  '25.1-und-aeltere': {dir: '25.1', label: '25.1 und älter', docsPath: 'docs/', releaseNotes: 'whatsnew/25.1/'},
};

const product = (slug: string, title: string, folder: string): PdfManual => ({
  slug,
  title,
  start: `dokumentation/${folder}/`,
  scope: 'category',
});

/** The manuals of a version, in the order of the site's navigation. */
export function pdfManuals(version: PdfVersion): PdfManual[] {
  return [
    {slug: 'installation', title: 'Installation', start: 'installation/', scope: 'sidebar'},
    product('desktop', 'Kartaro Desktop', 'Kartaro-Desktop'),
    product('professional', 'Kartaro Professional', 'Kartaro-Professional'),
    product('appbuilder', 'Kartaro AppBuilder', 'Kartaro-AppBuilder'),
    product('mobile', 'Kartaro Mobile', 'Kartaro-Mobile'),
    product('portal', 'Kartaro Portal', 'Kartaro-Portal'),
    product('server', 'Kartaro Server', 'Kartaro-Server'),
    product('tools', 'Kartaro Tools', 'Kartaro-Tools'),
    product('design', 'Kartaro Design', 'Kartaro-Design'),
    product('fachschalen', 'Fachschalen', 'Fachschalen'),
    {slug: 'desktop-api', title: 'Desktop-API', start: 'api/DesktopApi/intro', scope: 'category'},
    {slug: 'mobile-api', title: 'Mobile-API', start: 'api/MobileApi/intro', scope: 'category'},
    {slug: 'versionshinweise', title: 'Versionshinweise', start: version.releaseNotes, scope: 'category'},
  ];
}

/** File name of a manual's PDF, e.g. `kartaro-appbuilder-25.1.pdf`. */
export function pdfFileName(manual: PdfManual, version: PdfVersion): string {
  return `kartaro-${manual.slug}-${version.dir}.pdf`;
}

/** Path of a manual's PDF below the base URL, e.g. `pdf/25.1/kartaro-appbuilder-25.1.pdf`. */
export function pdfPath(manual: PdfManual, version: PdfVersion): string {
  return `pdf/${version.dir}/${pdfFileName(manual, version)}`;
}
