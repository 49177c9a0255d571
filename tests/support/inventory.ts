// Where an inventory page lives on the site: an `index` id is served at its folder's URL.
import {VERSIONS, type VersionKey} from '../../lib/content/rules.ts';

export function urlOf(id: string, version: VersionKey): string {
  const slug = id.endsWith('/index') ? `${id.slice(0, -'index'.length)}` : id;
  return `${VERSIONS[version].urlPrefix}/${slug}`;
}
