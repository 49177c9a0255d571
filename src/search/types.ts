// What both search backends (local index, Typesense) return to the search dialog and page.
export interface SearchHit {
  /** Page URL with anchor, below the site's base URL. */
  url: string;
  title: string;
  /** Heading of the section; '' for the page's opening text. */
  heading: string;
  /** Section of the site (first breadcrumb), e.g. „Kartaro AppBuilder“. */
  section: string;
  excerpt: string;
  /** Lower-case, folded word starts to highlight in title, heading and excerpt. */
  marks: string[];
}

export interface SearchBackend {
  /** Hits for a query in a docs version, best first; rejects with SearchError when the backend fails. */
  search(query: string, version: string, limit: number): Promise<SearchHit[]>;
}

export class SearchError extends Error {
  constructor(
    message: string,
    /** The index or server is not there at all (e.g. the dev server has no local index). */
    readonly missing = false,
  ) {
    super(message);
    this.name = 'SearchError';
  }
}
