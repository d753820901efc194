import { describeRemoteRoutes } from '@maziwa/dev-shell/testing';
import { remote } from './routes';

describeRemoteRoutes(remote, {
  '/payroll/pending-payments': 'Pending Payments',
  '/payroll/completed-payments': 'Completed Payments',
  '/payroll/payslips/pay-1': 'Payslip',
  '/payroll/rates': 'Rates',
  '/payroll/advances': 'Advances',
  '/payroll/pay-runs': 'Pay Runs',
  '/payroll/pay-runs/run-1': 'Pay Run',
});
