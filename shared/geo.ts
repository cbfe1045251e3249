/** Great-circle helpers shared by the server (SQL mirrors these) and the client (map fallbacks). */
export const EARTH_RADIUS_MILES = 3959;
export const DEFAULT_RADIUS_MILES = 50;
export const METERS_PER_MILE = 1609.34;

export interface LatLng {
  lat: number;
  lng: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in miles. */
export function greatCircleMiles(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2
    + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Latitude/longitude deltas that enclose a circle of `radiusMiles`, for an index-friendly prefilter. */
export function boundingBox(center: LatLng, radiusMiles: number) {
  const angularRadius = radiusMiles / EARTH_RADIUS_MILES;
  const latDelta = angularRadius * (180 / Math.PI);
  // The meridians tangent to the circle: exact, so no row inside the radius is ever cut off.
  const ratio = Math.sin(angularRadius) / Math.cos(toRadians(center.lat));
  const lngDelta = ratio >= 1 || angularRadius >= Math.PI / 2 ? 180 : Math.asin(ratio) * (180 / Math.PI);
  return {
    minLat: center.lat - latDelta,
    maxLat: center.lat + latDelta,
    minLng: center.lng - lngDelta,
    maxLng: center.lng + lngDelta,
  };
}

/**
 * The map cut into cells of half a degree each way (about 35 by 30 miles in the States), numbered row by row from
 * the south-west corner: an event carries its arena's cell (events.geo_cell), so a radius list reads the few cells
 * around its circle from one index, in date order, instead of probing every arena inside it. GEO_CELL_SQL computes
 * the same number in PostgreSQL.
 */
export const GEO_CELLS_PER_DEGREE = 2;

/** A numbering of the map in cells of 1 / `perDegree` of a degree each way, row by row from the south-west corner. */
function cellNumbering(perDegree: number) {
  const perRow = 360 * perDegree;
  const row = (lat: number) => Math.floor((lat + 90) * perDegree);
  const column = (lng: number) => Math.floor((lng + 180) * perDegree);
  return {
    row,
    column,
    perRow,
    cell: ({ lat, lng }: LatLng) => row(lat) * perRow + column(lng),
    /**
     * The cell of a row's `latitude` and `longitude` (double precision expressions) in PostgreSQL; null for a position
     * off the map (NaN or infinite in an old row included: PostgreSQL sorts NaN above every number).
     */
    sql: (latitude: string, longitude: string) =>
      `case when ${latitude} between -90 and 90 and ${longitude} between -180 and 180 then floor((${latitude} + 90) * ${perDegree})::int * ${perRow} + floor((${longitude} + 180) * ${perDegree})::int end`,
  };
}

const geoCells = cellNumbering(GEO_CELLS_PER_DEGREE);
const cellRow = geoCells.row;
const cellColumn = geoCells.column;
const CELLS_PER_ROW = geoCells.perRow;

export const geoCell = geoCells.cell;

/** The cell number of a row's `latitude` and `longitude` columns (double precision), for a generated column. */
export const geoCellSql = geoCells.sql;

/**
 * Finer cells for the places along a trip's route (a quarter of a degree each way, about 17 by 15 miles in the
 * States): the horse hotels and service providers near a stretch of road are read from the few hundred cells its
 * boxes touch, one btree scan of an index on the cell (migration 0059).
 */
const routeCells = cellNumbering(4);

export const routeCell = routeCells.cell;

/** `routeCell` in PostgreSQL, of a row's latitude and longitude (double precision expressions): the index's key. */
export const routeCellSql = routeCells.sql;

/** The route cells a latitude/longitude rectangle touches. */
export function routeCellsOfBox(box: { minLat: number; maxLat: number; minLng: number; maxLng: number }): number[] {
  const cells: number[] = [];
  const [lastRow, lastColumn] = [routeCells.row(Math.min(box.maxLat, 90)), routeCells.column(Math.min(box.maxLng, 180))];
  for (let row = routeCells.row(Math.max(box.minLat, -90)); row <= lastRow; row += 1) {
    for (let column = routeCells.column(Math.max(box.minLng, -180)); column <= lastColumn; column += 1) {
      cells.push(row * routeCells.perRow + column);
    }
  }
  return cells;
}

/** Past this many cells (a very wide circle, or one near a pole) reading by cell gains nothing over the box. */
export const MAX_GEO_CELLS = 1024;

interface CellBounds { minLat: number; maxLat: number; minLng: number; maxLng: number }

/**
 * The shortest great-circle distance from `center` to any point of a latitude/longitude rectangle: along a meridian
 * when the centre's longitude crosses it, else to its nearer meridian edge (the foot of the perpendicular from the
 * centre to that meridian's great circle, or the edge's nearer end).
 */
function milesToCell(center: LatLng, cell: CellBounds): number {
  if (center.lng >= cell.minLng && center.lng <= cell.maxLng) {
    if (center.lat >= cell.minLat && center.lat <= cell.maxLat) return 0;
    return toRadians(Math.min(Math.abs(center.lat - cell.minLat), Math.abs(center.lat - cell.maxLat))) * EARTH_RADIUS_MILES;
  }
  const edgeLng = center.lng < cell.minLng ? cell.minLng : cell.maxLng;
  const across = toRadians(Math.abs(edgeLng - center.lng));
  const footLat = across < Math.PI / 2 ? Math.atan(Math.tan(toRadians(center.lat)) / Math.cos(across)) * (180 / Math.PI) : Infinity;
  if (footLat >= cell.minLat && footLat <= cell.maxLat) {
    return Math.asin(Math.min(1, Math.cos(toRadians(center.lat)) * Math.sin(across))) * EARTH_RADIUS_MILES;
  }
  return Math.min(
    greatCircleMiles(center, { lat: cell.minLat, lng: edgeLng }), greatCircleMiles(center, { lat: cell.maxLat, lng: edgeLng }),
  );
}

/** Rounding in the distance sums: a cell this close past the radius is read all the same. */
const CELL_MARGIN_MILES = 0.1;

/**
 * Every cell a point within `radiusMiles` of `center` can be in (the cells of its bounding box that reach into the
 * circle), or null when the box holds more than MAX_GEO_CELLS.
 */
export function geoCellsWithin(center: LatLng, radiusMiles: number): number[] | null {
  const box = boundingBox(center, radiusMiles);
  const rows = [cellRow(Math.max(box.minLat, -90)), cellRow(Math.min(box.maxLat, 90))];
  const columns = [cellColumn(Math.max(box.minLng, -180)), cellColumn(Math.min(box.maxLng, 180))];
  if ((rows[1] - rows[0] + 1) * (columns[1] - columns[0] + 1) > MAX_GEO_CELLS) return null;
  const cells: number[] = [];
  for (let row = rows[0]; row <= rows[1]; row += 1) {
    for (let column = columns[0]; column <= columns[1]; column += 1) {
      const bounds = {
        minLat: row / GEO_CELLS_PER_DEGREE - 90, maxLat: (row + 1) / GEO_CELLS_PER_DEGREE - 90,
        minLng: column / GEO_CELLS_PER_DEGREE - 180, maxLng: (column + 1) / GEO_CELLS_PER_DEGREE - 180,
      };
      if (milesToCell(center, bounds) <= radiusMiles + CELL_MARGIN_MILES) cells.push(row * CELLS_PER_ROW + column);
    }
  }
  return cells;
}

export const roundToTenth = (value: number) => Math.round(value * 10) / 10;

/** '12.3 miles' — distances are always shown in miles with one decimal. */
export const formatMiles = (miles: number) => `${roundToTenth(miles).toFixed(1)} miles`;

/** Coordinates arrive as strings (numeric columns); anything not finite is treated as missing. */
export function parseCoordinate(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

export function parseLatLng(latitude: unknown, longitude: unknown): LatLng | null {
  const lat = parseCoordinate(latitude);
  const lng = parseCoordinate(longitude);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}
