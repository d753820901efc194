export { describeRemoteRoutes, renderRemoteRoute } from './describe-remote-routes';
