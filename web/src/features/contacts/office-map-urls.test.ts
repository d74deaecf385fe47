import { describe, expect, it } from 'vitest';
import { mapEmbedUrl, openMapUrl } from './office-map-urls';

describe('OpenStreetMap addresses of the office', () => {
  it('embeds a small box around the office with its marker, on OpenStreetMap only', () => {
    const url = new URL(mapEmbedUrl({ lat: 18.5308, lng: 73.8291 }));
    expect(url.origin).toBe('https://www.openstreetmap.org');
    expect(url.pathname).toBe('/export/embed.html');
    expect(url.searchParams.get('bbox')).toBe('73.82310,18.52730,73.83510,18.53430');
    expect(url.searchParams.get('marker')).toBe('18.53080,73.82910');
    expect(url.searchParams.get('layer')).toBe('mapnik');
  });

  it('opens the full map at the marker', () => {
    expect(openMapUrl({ lat: -33.8688, lng: 151.2093 })).toBe(
      'https://www.openstreetmap.org/?mlat=-33.86880&mlon=151.20930#map=17/-33.86880/151.20930',
    );
  });
});
