import type { ApiDomain } from '../resources/api-domain';
import { accountTopUps } from './account-top-ups';
import { advances } from './advances';
import { paymentEditRoutes } from './payment-edit-routes';
import { payments as paymentsResource } from './payments';
import { payoutBalanceRoutes } from './payout-balance';
import { payouts } from './payouts';
import { mpesaRoutes } from './mpesa/mpesa-routes';
import { payRates } from './pay-rates';
import { payRunRoutes } from './pay-runs/pay-run-routes';
import { payRuns } from './pay-runs/pay-run-resource';
import { payslipRoutes } from './payslips/payslip-routes';
import { processPaymentRoute } from './process-payment-route';
import { processPaymentsRoutes } from './process-payments';
import { qualityAdjustments } from './quality-adjustments';
import { reversePaymentRoute } from './reverse-payment-route';

/**
 * Paying farmers: rates and quality adjustments, advances, pay runs, payments, payouts and
 * their reversals (the ledger, under the money lock), the payout account's top-ups, payslips.
 */
export const payments: ApiDomain = {
  name: 'payments',
  routes: [
    payoutBalanceRoutes,
    processPaymentsRoutes,
    processPaymentRoute,
    reversePaymentRoute,
    paymentEditRoutes,
    payslipRoutes,
    payRunRoutes,
    mpesaRoutes,
  ],
  resources: [paymentsResource, payouts, accountTopUps, payRates, qualityAdjustments, advances, payRuns],
};
