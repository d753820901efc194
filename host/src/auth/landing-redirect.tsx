import { useSession } from '@maziwa/api-client';
import { Navigate } from 'react-router-dom';
import { landingPath } from './landing';

/** The console's index: on to where the signed-in person starts (see landingPath). */
export function LandingRedirect() {
  const user = useSession((s) => s.user);
  return <Navigate to={landingPath(user)} replace />;
}
