export * from './fixtures';
export { installFakePayrollApi, type FakePayrollApi, type FakePayrollApiOptions } from './fake-payroll-api';
export { renderWithProviders, type RenderOptions } from './render-with-providers';
export { readTable } from '@maziwa/api-client/testing';
export { catchDownloads, readBlob } from '@maziwa/api-client/testing';
export { serveList, type ListSpec } from '@maziwa/api-client/testing';
export { buildPayslip } from './payslip-fixture';
export {
  buildPayRun,
  buildRunPayment,
  FINANCE_OFFICER,
  RUN_FARMERS,
  testPayRuns,
  testRunPayments,
} from './pay-run-fixtures';
export { renderToaster, toastRegion } from './render-toaster';
