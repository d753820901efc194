/** NODE_ENV=production: no demo data, no generated signing key. Anything else counts as development. */
export const isProduction = (): boolean => process.env.NODE_ENV === 'production';

/**
 * Whether an empty database gets the demo organisations and their well-known sign-ins:
 * only when asked (the option, else MAZIWA_DEMO_DATA=1, which `pnpm start` sets), and never
 * in production, where asking is a mistake worth stopping for.
 */
export function demoDataWanted(asked?: boolean): boolean {
  const wanted = asked ?? process.env.MAZIWA_DEMO_DATA === '1';
  if (wanted && isProduction()) {
    throw new Error('Demo data (public sign-ins) is never created with NODE_ENV=production: unset MAZIWA_DEMO_DATA.');
  }
  return wanted;
}
