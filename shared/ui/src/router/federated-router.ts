// The React Router that the host and every remote share at run time, as one module.
//
// Module Federation ships a shared package whole: it cannot know which exports the other
// apps will use. Shared whole, react-router-dom is 62 KiB gzip on every page; these exports
// alone are 31 KiB (measured with webpack 5 production, react-router 7.18). So the build
// (shared/tooling/webpack/federation-shared.cjs) shares THIS module under the name
// `react-router-dom`: apps keep importing 'react-router-dom' and get one router, and only
// what is listed here is downloaded. Tests and type checks use the real package.
//
// A name an app imports from 'react-router-dom' must be listed here, or it would be
// undefined at run time: federated-router.test.ts reads every app's imports and fails for
// a missing one. This file imports 'react-router' and 'react-router/dom', never
// 'react-router-dom', so the shared module does not consume itself.
export {
  createBrowserRouter,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  UNSAFE_DataRouterContext,
  useBlocker,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRouteError,
  useRoutes,
  useSearchParams,
} from 'react-router';
// The browser's RouterProvider (it wires React DOM's flushSync), as react-router-dom exports it.
export { RouterProvider } from 'react-router/dom';
