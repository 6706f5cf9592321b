/**
 * Distances on the earth in SQL, for what is near a place: the Nearby list of requests, and the
 * volunteers a request for help is sent to. A query first keeps the rows inside the bounding box
 * of the circle, off an index on latitude and longitude, then computes the exact distance of those.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

const EARTH_RADIUS_KM = 6371;

/** The great-circle distance in km between two points (haversine). */
export const kmBetween = (latA: SQLWrapper, lonA: SQLWrapper, latB: SQLWrapper, lonB: SQLWrapper): SQL<number> =>
  sql<number>`(${sql.raw(String(2 * EARTH_RADIUS_KM))} * asin(sqrt(
  power(sin(radians(${latA} - ${latB}) / 2), 2) +
  cos(radians(${latB})) * cos(radians(${latA})) * power(sin(radians(${lonA} - ${lonB}) / 2), 2))))`;

/** The latitudes and longitudes within `radiusKm` of a point lie inside this box. */
export function boundingBox(latitude: number, longitude: number, radiusKm: number) {
  const latBand = radiusKm / 111.2;
  const lonBand = radiusKm / (111.32 * Math.max(Math.cos((latitude * Math.PI) / 180), 0.01));
  return { latMin: latitude - latBand, latMax: latitude + latBand, lonMin: longitude - lonBand, lonMax: longitude + lonBand };
}
