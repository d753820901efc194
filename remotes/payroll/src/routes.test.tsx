import { describeRemoteRoutes } from '@maziwa/dev-shell/testing';
import { remote } from './routes';

describeRemoteRoutes(remote, {
  '/payroll/pending-payments': 'Pending Payments',
  '/payroll/completed-payments': 'Completed Payments',
  '/payroll/payslips/pay-1': 'Payslip',
  '/payroll/rates': 'Rates',
  '/payroll/advances': 'Advances',
});
