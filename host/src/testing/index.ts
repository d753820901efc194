export {
  renderWithProviders,
  currentUrl,
  type RenderOptions,
  type RenderWithProvidersResult,
} from './render-with-providers';
export { setViewportWidth } from './fake-match-media';
export { clerkUser, demoUser, driverUser, qaUser, signInAs, resetSession } from './fake-session';
export { installFakeRemotes, registerFakeManifest, fakePageTitle } from './fake-remotes';
