import type { CspDirectives } from '@maziwa/api';

// Origins of the Maps JavaScript API: its loader and tiles (googleapis), its images and
// scripts (gstatic), its fonts (Google Fonts).
const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  img: ['https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.ggpht.com'],
  connect: ['https://maps.googleapis.com', 'https://*.googleapis.com'],
};

/**
 * The policy the console runs under. Everything comes from this origin: the host, every
 * remote (module federation loads /remotes/<name>/<version>/*.js as scripts of this
 * origin), the extracted CSS files of the production build, /config.json, /remotes.json
 * and the API. Google's map origins are allowed only when a Maps key is configured.
 */
export function consoleContentSecurityPolicy({ googleMaps }: { googleMaps: boolean }): CspDirectives {
  const maps = (kind: keyof typeof GOOGLE_MAPS) => (googleMaps ? GOOGLE_MAPS[kind] : []);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...maps('script')],
    // 'unsafe-inline' for styles only, because ag-grid's theming API (themeQuartz, used by
    // every list) writes its CSS into <style> elements at run time; without it every grid
    // renders unstyled. Inline scripts stay forbidden, which is what stops injected code.
    'style-src': ["'self'", "'unsafe-inline'", ...maps('style')],
    'img-src': ["'self'", 'data:', 'blob:', ...maps('img')],
    'font-src': ["'self'", 'data:', ...maps('font')],
    'connect-src': ["'self'", ...maps('connect')],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}
