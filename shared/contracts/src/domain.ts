// The dairy domain as the API serves it: collections, consolidations, quality tests,
// rejections, payments, supplies, extension services, and the report rows (field names are
// the product's, exactly). Every shape is named from the API's generated types
// (api-types.ts); none is written by hand. Amounts are KSh, weights kg, volumes litres,
// times ISO 8601 strings, dates 'yyyy-MM-dd'.
import type { BodyOf, ResponseOf, RowOf } from './api-types';

/** One delivery of one farmer at a centre (a row of the milk journal). */
export type Collection = ResponseOf<'/collections/{id}', 'get'>;
export type Shift = Collection['shift'];
export type CollectionStatus = Collection['status'];
/** Where a reading came from: the centre's analyser, the QA agent's app, or typed in. */
export type DataSource = Collection['data_source'];

/** A centre's handover of its milk to a trip. */
export type Consolidation = ResponseOf<'/consolidations/{id}', 'get'>;

/** Platform test of one batch at a centre. */
export type QualityTest = ResponseOf<'/quality-tests/{id}', 'get'>;
export type QualityTestCreate = BodyOf<'/quality-tests', 'post'>;
export type TestResult = QualityTest['overall_result'];

export type Rejection = ResponseOf<'/rejections/{id}', 'get'>;
export type RejectionReason = Rejection['reason'];

/** The label shown for each rejection reason code; a new code in the API fails typecheck here. */
export const REJECTION_REASONS = {
  failed_alcohol_test: 'Failed alcohol test',
  clot_on_boiling: 'Clot on boiling',
  added_water: 'Added water',
  antibiotic_residue: 'Antibiotic residue',
  high_scc: 'High SCC',
  abnormal_smell_or_colour: 'Abnormal smell or colour',
  sediment: 'Sediment or debris',
  temperature: 'Temperature',
} as const satisfies Record<RejectionReason, string>;

/** What a farmer is owed for one period: accepted litres x rate, less supply deductions. */
export type Payment = ResponseOf<'/payments/{id}', 'get'>;
/** PUT /payments/{id}: only what changes (a payout: status, amount paid, method, time, reference). */
export type PaymentUpdate = BodyOf<'/payments/{id}', 'put'>;
export type PaymentMethod = Payment['payment_method'];
/** `delayed` is never stored: it is a pending payment past its due date. */
export type PaymentStatus = Payment['status'];

/** Money put into the organisation's payout account (GET/POST /account-top-ups); never changed. */
export type AccountTopUp = ResponseOf<'/account-top-ups/{id}', 'get'>;
export type AccountTopUpCreate = BodyOf<'/account-top-ups', 'post'>;

/** GET /payments/balance: the Pending Payments balance header, computed by the API. */
export type PayoutBalance = ResponseOf<'/payments/balance', 'get'>;

/** POST /payments/process: pays up to 1000 payments (pending or failed) in one transaction. */
export type ProcessPaymentsRequest = BodyOf<'/payments/process', 'post'>;
export type ProcessedPayments = ResponseOf<'/payments/process', 'post'>;

export type Supply = ResponseOf<'/supplies/{id}', 'get'>;
export type SupplyItem = Supply['supply_items'][number];

export type ExtensionAssignment = ResponseOf<'/extension-assignments/{id}', 'get'>;
export type AssignmentStatus = ExtensionAssignment['status'];
export type ExtensionCallLog = ResponseOf<'/extension-call-logs/{id}', 'get'>;

export type Organization = ResponseOf<'/organizations/{id}', 'get'>;

// ---- Report rows: GET /reports/<name> answers a page of them ----------------------------

/** GET /reports/collection-schedule: one row per trip. */
export type CollectionScheduleRow = RowOf<'/reports/collection-schedule'>;
/** GET /reports/driver-tracking: one row per driver, from their latest trip. */
export type DriverTrackingRow = RowOf<'/reports/driver-tracking'>;
/** GET /reports/pickup-management: one row per consolidation. */
export type PickupManagementRow = RowOf<'/reports/pickup-management'>;
export type QualityTestRow = RowOf<'/reports/quality-tests'>;
export type RejectionLogRow = RowOf<'/reports/rejection-logs'>;
/** GET /reports/farmers-profile: one row per farmer (Producer link). */
export type FarmerProfileRow = RowOf<'/reports/farmers-profile'>;
/** GET /reports/pending-payments. `fatContent` is the amount due (the product names it so). */
export type PendingPaymentRow = RowOf<'/reports/pending-payments'>;
export type CompletedPaymentRow = RowOf<'/reports/completed-payments'>;
/** GET /reports/routes-and-collection-centers: one row per collection centre. */
export type CollectionCentreReportRow = RowOf<'/reports/routes-and-collection-centers'>;
/** GET /reports/summary?from&to&status: the dashboard cards. */
export type CollectionSummary = ResponseOf<'/reports/summary', 'get'>;
/** GET /reports/litres-per-day?from&to: one point per day, morning and evening. */
export type LitresPerDayPoint = ResponseOf<'/reports/litres-per-day', 'get'>[number];
/** GET /reports/centre-quality?from&to: one row per centre (dashboard Collection Centres). */
export type CentreQualityRow = RowOf<'/reports/centre-quality'>;
