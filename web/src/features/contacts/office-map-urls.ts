// OpenStreetMap's addresses for the office's location (settings office_lat / office_lng): the
// embedded map on /contact-us (its host is the only frame-src the site's CSP adds:
// shared/security-headers.ts) and the full map the "Open the map" link leads to.
import { OPENSTREETMAP_EMBED_ORIGIN } from '@tender/shared/security-headers';

export type Location = { lat: number; lng: number };

/** Half the embedded map's width and height in degrees: a few streets around the office. */
const HALF_SPAN = { lat: 0.0035, lng: 0.006 } as const;

const degrees = (value: number) => value.toFixed(5);

export function mapEmbedUrl({ lat, lng }: Location): string {
  const bbox = [lng - HALF_SPAN.lng, lat - HALF_SPAN.lat, lng + HALF_SPAN.lng, lat + HALF_SPAN.lat].map(degrees);
  const query = `bbox=${encodeURIComponent(bbox.join(','))}&layer=mapnik&marker=${encodeURIComponent(`${degrees(lat)},${degrees(lng)}`)}`;
  return `${OPENSTREETMAP_EMBED_ORIGIN}/export/embed.html?${query}`;
}

export function openMapUrl({ lat, lng }: Location): string {
  return `${OPENSTREETMAP_EMBED_ORIGIN}/?mlat=${degrees(lat)}&mlon=${degrees(lng)}#map=17/${degrees(lat)}/${degrees(lng)}`;
}
