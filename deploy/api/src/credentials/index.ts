import type { ApiDomain } from '../resources/api-domain';
import { credentialRoutes } from './credential-routes';

/**
 * An organisation's own provider accounts (issue 32): its Africa's Talking account for SMS and
 * its Daraja account for M-Pesa payouts, sealed at rest with MAZIWA_SECRET_KEY. Messaging and
 * payments read them when they send; without one the deployment's accounts serve.
 */
export const credentials: ApiDomain = {
  name: 'credentials',
  routes: [credentialRoutes],
};
