// The HTML pages of a production build (bundles and the search index skipped).
import fs from 'node:fs';
import path from 'node:path';

export function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'assets' && entry.name !== 'search-index') yield* htmlFiles(full);
    } else if (entry.name.endsWith('.html')) yield full;
  }
}
