import type { CspDirectives } from '@maziwa/api';

// The origins Google documents for the Maps JavaScript API with an allowlist policy
// (developers.google.com/maps/documentation/javascript/content-security-policy): the loader,
// tiles and Places calls (googleapis), scripts, images and fonts (gstatic), the sign-in and
// attribution frames and beacons (google.com), photos (ggpht, googleusercontent). Written with
// https:// so a page served over http never allows them unencrypted. Google's sample also adds
// 'unsafe-eval' and blob: scripts; they are left out: the picker works without them, and they
// would undo what forbidding inline code protects.
const GOOGLE_MAPS = {
  script: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.ggpht.com',
    'https://*.googleusercontent.com',
  ],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  frame: ['https://*.google.com'],
};

/**
 * The policy the console runs under. Everything comes from this origin: the host, every
 * remote (module federation loads /remotes/<name>/<version>/*.js as scripts of this
 * origin), the extracted CSS files of the production build, /config.json, /remotes.json
 * and the API. Google's map origins are allowed only when a Maps key is configured: without
 * one the console never loads Google's script, and the policy says so.
 */
export function consoleContentSecurityPolicy({ googleMaps }: { googleMaps: boolean }): CspDirectives {
  const maps = (kind: keyof typeof GOOGLE_MAPS) => (googleMaps ? GOOGLE_MAPS[kind] : []);
  const frames = maps('frame');
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
    ...(frames.length > 0 ? { 'frame-src': ["'self'", ...frames] } : {}),
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}
