// Rule koordinaten: coordinates in examples lie in the example area of the reference customers
// (`beispielgebiet` in redaktion/referenzkunden.yaml) – EPSG:25832 pairs (six-digit easting,
// seven-digit northing) and WGS 84 pairs (longitude/latitude in Germany with two or more
// decimals, either order) – and map tiles z/x/y in tile URLs (…/15/17089/10966.png): the tile must
// overlap the WGS 84 example area. Applies to every line of a page (front matter excluded) and to other
// text files such as the OpenAPI document.
import type {Problem} from '../rules.ts';
import {scanLines} from './markdown.ts';
import {asMap, parseYamlMap} from './yaml-files.ts';

export const CUSTOMERS_FILE = 'redaktion/referenzkunden.yaml';
const RULE = 'koordinaten';

export interface ExampleArea {
  utm: {minX: number; minY: number; maxX: number; maxY: number};
  wgs84: {minLon: number; minLat: number; maxLon: number; maxLat: number};
}

function asNumber(value: unknown, file: string, key: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`${file}: Schlüssel „${key}“ fehlt oder ist keine Zahl`);
  return value;
}

export function parseExampleArea(text: string, file = CUSTOMERS_FILE): ExampleArea {
  const area = asMap(parseYamlMap(text, file).beispielgebiet, file, 'beispielgebiet');
  const utm = asMap(area.epsg_25832, file, 'beispielgebiet.epsg_25832');
  const wgs = asMap(area.wgs84, file, 'beispielgebiet.wgs84');
  const n = (m: Record<string, unknown>, k: string, parent: string) => asNumber(m[k], file, `beispielgebiet.${parent}.${k}`);
  return {
    utm: {
      minX: n(utm, 'min_x', 'epsg_25832'),
      minY: n(utm, 'min_y', 'epsg_25832'),
      maxX: n(utm, 'max_x', 'epsg_25832'),
      maxY: n(utm, 'max_y', 'epsg_25832'),
    },
    wgs84: {
      minLon: n(wgs, 'min_laenge', 'wgs84'),
      minLat: n(wgs, 'min_breite', 'wgs84'),
      maxLon: n(wgs, 'max_laenge', 'wgs84'),
      maxLat: n(wgs, 'max_breite', 'wgs84'),
    },
  };
}

const NUM = (digits: string) => `(?<![\\d.])(${digits})(?:[.,]\\d+)?(?![\\d])`;
/** between the two values: comma, semicolon, blank (WKT), URL-encoded comma, „&y=“ or „, "y": “ */
const SEP = String.raw`(?:\s*[,;]\s*(?:"y":\s*)?|\s+|%2C|&(?:amp;)?y=)`;
/** easting (2xxxxx–8xxxxx) followed by northing (5xxxxxx–6xxxxxx) */
const UTM_PAIR = new RegExp(`${NUM('[2-8]\\d{5}')}${SEP}${NUM('[56]\\d{6}')}`, 'g');
/** two decimal degrees (two or more decimals): one in the longitude range of Germany, one in its latitude range */
const DEG = String.raw`(?<![\d.])(-?\d{1,2}\.\d{2,})(?![\d.])`;
const WGS_PAIR = new RegExp(`${DEG}${SEP}${DEG}`, 'g');
/** a tile address z/x/y with an image or vector tile extension (XYZ scheme, Web Mercator) */
const TILE = /\/(\d{1,2})\/(\d+)\/(\d+)\.(?:png|jpe?g|webp|pbf|mvt)\b/g;

/** WGS 84 bounds of an XYZ tile: [west, south, east, north] */
function tileBounds(z: number, x: number, y: number): [number, number, number, number] {
  const n = 2 ** z;
  const lon = (i: number) => (i / n) * 360 - 180;
  const lat = (j: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * j) / n))) * 180) / Math.PI;
  return [lon(x), lat(y + 1), lon(x + 1), lat(y)];
}

/** Findings of one line: the coordinates outside the example area. */
export function coordinatesOutside(text: string, area: ExampleArea): string[] {
  const out: string[] = [];
  const {utm, wgs84} = area;
  for (const m of text.matchAll(UTM_PAIR)) {
    const x = Number(m[1]);
    const y = Number(m[2]);
    if (x < utm.minX || x > utm.maxX || y < utm.minY || y > utm.maxY) out.push(`${m[1]}/${m[2]} (EPSG:25832)`);
  }
  for (const m of text.matchAll(WGS_PAIR)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const isLon = (v: number) => v >= 5 && v <= 16;
    const isLat = (v: number) => v >= 47 && v <= 56;
    const [lon, lat] = isLon(a) && isLat(b) ? [a, b] : isLat(a) && isLon(b) ? [b, a] : [NaN, NaN];
    if (Number.isNaN(lon)) continue;
    if (lon < wgs84.minLon || lon > wgs84.maxLon || lat < wgs84.minLat || lat > wgs84.maxLat) out.push(`${lon}/${lat} (WGS 84)`);
  }
  for (const m of text.matchAll(TILE)) {
    const [z, x, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (z > 24 || x >= 2 ** z || y >= 2 ** z) {
      out.push(`${z}/${x}/${y} (Kachel außerhalb des Kachelgitters)`);
      continue;
    }
    const [west, south, east, north] = tileBounds(z, x, y);
    if (east < wgs84.minLon || west > wgs84.maxLon || north < wgs84.minLat || south > wgs84.maxLat) out.push(`${z}/${x}/${y} (Kachel)`);
  }
  return out;
}

function problem(file: string, line: number, found: string[], area: ExampleArea): Problem {
  const {utm, wgs84} = area;
  return {
    file,
    line,
    rule: RULE,
    message: `Koordinate außerhalb des Beispielgebiets der Referenzkunden (gefunden: ${found.join(', ')}; erlaubt: EPSG:25832 x ${utm.minX}–${utm.maxX}, y ${utm.minY}–${utm.maxY}, WGS 84 Länge ${wgs84.minLon}–${wgs84.maxLon}, Breite ${wgs84.minLat}–${wgs84.maxLat}; ${CUSTOMERS_FILE}, beispielgebiet).`,
  };
}

/** A page: every line except the front matter. */
export function checkCoordinates(file: string, source: string, area: ExampleArea): Problem[] {
  return scanLines(source)
    .filter((l) => l.kind !== 'front')
    .flatMap((l) => {
      const found = coordinatesOutside(l.text, area);
      return found.length ? [problem(file, l.n, found, area)] : [];
    });
}

/** Any other text file (OpenAPI document): every line. */
export function checkCoordinatesInFile(file: string, text: string, area: ExampleArea): Problem[] {
  return text.split('\n').flatMap((line, i) => {
    const found = coordinatesOutside(line, area);
    return found.length ? [problem(file, i + 1, found, area)] : [];
  });
}
