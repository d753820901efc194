export { describeRemoteRoutes, renderRemoteRoute } from './describe-remote-routes';
export { remoteRenderer, type RenderOptions } from './render-with-providers';
export { fillFields } from './fill-fields';
export { ROLE_PERMISSIONS, withRole, type BuiltInRole } from '@maziwa/api-client/testing';
export { OTHER_ORG_ID, TEST_ORG_ID, signedInUser } from '@maziwa/api-client/testing';
