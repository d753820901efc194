export * from './fixtures';
export { installFakeReportsApi, type FakeReportsApi, type FakeReportsApiOptions } from './fake-reports-api';
export { installFakeMilkVolumeApi, testStoppedFarmers, testVolumeGroups } from './fake-milk-volume-api';
export {
  installFakeExtensionReportApi,
  testExtensionOfficers,
  testExtensionTotals,
  testVisitedQuality,
} from './fake-extension-report-api';
export { installFakeCentreIntakeApi, testCentreIntake } from './fake-centre-intake-api';
export { renderWithProviders, type RenderOptions } from './render-with-providers';
export { readTable } from '@maziwa/api-client/testing';
export { serveList, type ListSpec } from '@maziwa/api-client/testing';
