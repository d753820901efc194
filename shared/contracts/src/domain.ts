// The dairy domain as the API serves it (issue 3): collections, consolidations, quality
// tests, rejections, payments, supplies, extension services, and the report rows of spec
// section 3. Field names of report rows are the spec's, exactly; rows may carry extra ids
// a screen needs for its actions. Amounts are numbers in KSh, weights in kg, volumes in
// litres, times ISO 8601 strings, dates 'yyyy-MM-dd'.
import type { Id, TripStatus } from './api';

export type Shift = 'morning' | 'evening';
export type CollectionStatus = 'accepted' | 'rejected';
/** Where a reading came from: the centre's analyser, the QA agent's app, or typed in. */
export type DataSource = 'milk_analyzer' | 'mobile_app' | 'manual';

/** One delivery of one farmer at a centre (a row of the milk journal). */
export interface Collection {
  id: Id;
  organization_id: Id;
  /** The farmer's Producer link (user-roles id). */
  producer_id: Id;
  location_id: Id;
  trip_id: Id | null;
  shift: Shift;
  quantity_litres: number;
  fat_pct: number;
  protein_pct: number;
  /** Somatic cells per ml. */
  scc: number;
  collected_at: string;
  data_source: DataSource;
  status: CollectionStatus;
  batch_number: string;
}

/** A centre's handover of its milk to a trip. */
export interface Consolidation {
  id: Id;
  organization_id: Id;
  location_id: Id;
  trip_id: Id | null;
  consolidated_at: string;
  batch_number: string;
  total_weight_kg: number;
  handed_over_weight_kg: number;
  rejected_weight_kg: number;
  farmers_processed: number;
  /** QA/Collector links (user-roles ids). */
  qa_agent_ids: Id[];
}

export type TestResult = 'pass' | 'fail';

/** Platform test of one batch at a centre (DOMAIN.md, "Quality"). */
export interface QualityTest {
  id: Id;
  organization_id: Id;
  location_id: Id;
  qa_agent_id: Id | null;
  batch_number: string;
  tested_at: string;
  fat_pct: number;
  protein_pct: number;
  scc: number;
  /** Specific gravity, e.g. 1.029; below 1.026 suggests added water. */
  density: number;
  temperature_c: number;
  alcohol_test: TestResult;
  clot_on_boiling: TestResult;
  antibiotic_residue: TestResult;
  overall_result: TestResult;
  notes: string | null;
}

export const REJECTION_REASONS = {
  failed_alcohol_test: 'Failed alcohol test',
  clot_on_boiling: 'Clot on boiling',
  added_water: 'Added water',
  antibiotic_residue: 'Antibiotic residue',
  high_scc: 'High SCC',
  abnormal_smell_or_colour: 'Abnormal smell or colour',
  sediment: 'Sediment or debris',
  temperature: 'Temperature',
} as const;
export type RejectionReason = keyof typeof REJECTION_REASONS;

export interface Rejection {
  id: Id;
  organization_id: Id;
  location_id: Id;
  producer_id: Id;
  collection_id: Id | null;
  qa_agent_id: Id | null;
  batch_number: string;
  reason: RejectionReason;
  weight_kg: number;
  rejected_at: string;
  notes: string | null;
}

export type PaymentMethod = 'bank_transfer' | 'mobile_money' | 'cash' | 'credit_card';
/** `delayed` is never stored: it is a pending payment past its due date. */
export type PaymentStatus = 'pending' | 'in_progress' | 'completed' | 'failed';

/** What a farmer is owed for one period: accepted litres x rate, less supply deductions. */
export interface Payment {
  id: Id;
  organization_id: Id;
  producer_id: Id;
  period_start: string;
  period_end: string;
  litres: number;
  rate_per_litre: number;
  gross_amount: number;
  deductions: number;
  amount_due: number;
  due_date: string;
  payment_method: PaymentMethod;
  status: PaymentStatus;
  paid_at: string | null;
  amount_paid: number | null;
  transaction_reference: string | null;
}

/** Money put into the organisation's payout account (GET/POST /account-top-ups); never changed. */
export interface AccountTopUp {
  id: Id;
  organization_id: Id;
  /** KSh. */
  amount: number;
  reference: string | null;
  topped_up_by: Id | null;
  created_at: string;
}

export interface AccountTopUpCreate {
  organization_id?: Id;
  /** KSh, more than 0, at most 1,000,000,000; kept to the cent. */
  amount: number;
  reference?: string;
}

/** GET /payments/balance: the Pending Payments balance header, computed by the API. */
export interface PayoutBalance {
  organization_id: Id;
  /** topped_up - paid_out, KSh; below 0 when overdrawn. */
  balance: number;
  topped_up: number;
  /** amount_paid of completed payments. */
  paid_out: number;
  /** amount_due of every payment not completed, and how many. */
  total_due: number;
  due_count: number;
  /** Pending past their due date (the list's `delayed`), and how many. */
  total_overdue: number;
  overdue_count: number;
}

/** POST /payments/process: pays up to 1000 payments (pending or failed) in one transaction. */
export interface ProcessPaymentsRequest {
  ids: Id[];
  /** ISO time they were paid out; default now. */
  paid_at?: string;
}

export interface ProcessedPayments {
  /** Each paid with its amount due and a reference BULK-<yyyyMMdd>-<10 characters>. */
  paid: { id: Id; transaction_reference: string; amount_paid: number; paid_at: string }[];
  /** completed: paid before (or meanwhile); in_progress: being paid out; not_found: no such payment of yours. */
  skipped: { id: Id; reason: 'completed' | 'in_progress' | 'not_found' }[];
  /** KSh paid by this request. */
  amount_paid: number;
}

export interface SupplyItem {
  item: string;
  quantity: number;
}

export interface Supply {
  id: Id;
  organization_id: Id;
  producer_id: Id;
  supply_items: SupplyItem[];
  total_cost: number;
  timestamp: string;
  /** Free text (spec 4); default 'ordered'. */
  status: string;
  supplier_details: Record<string, string>;
  /** Default 'seeds'. */
  supply_category: string;
}

export type AssignmentStatus = 'scheduled' | 'completed' | 'cancelled';

export interface ExtensionAssignment {
  id: Id;
  organization_id: Id;
  /** The extension officer's link (user-roles id). */
  officer_id: Id;
  producer_id: Id;
  topic: string;
  scheduled_for: string;
  status: AssignmentStatus;
  notes: string | null;
}

export interface ExtensionCallLog {
  id: Id;
  organization_id: Id;
  officer_id: Id;
  producer_id: Id;
  called_at: string;
  duration_seconds: number;
  topic: string;
  outcome: string;
  notes: string | null;
}

export interface Organization {
  id: Id;
  name: string;
  /** KSh per litre used when a farmer has no special rate. */
  default_rate_per_litre: number;
}

// ---- Report rows (spec section 3, "Report rows"; GET /reports/<name> answers Page<row>) --

/** GET /reports/collection-schedule: one row per trip. */
export interface CollectionScheduleRow {
  id: Id;
  route_name: string;
  driver_name: string | null;
  pick_start_time: string;
  collection_centers: string[];
  litres_collected: number;
  /** The trip's status; `delayed` when still scheduled after its start time. */
  pickup_status: TripStatus | 'delayed';
}

/** GET /reports/driver-tracking: one row per driver, from their latest trip. */
export interface DriverTrackingRow {
  id: Id;
  driver_name: string;
  data_source: DataSource;
  current_route: string | null;
  status: TripStatus | 'idle';
  last_update: string | null;
  next_collection_center: string | null;
  milk_cans_collected: number;
  /** The driver's phone (Message and Call); absent from APIs before it was added. */
  phone?: string | null;
  /** The latest trip; null when idle. */
  trip_id?: Id | null;
}

/** GET /reports/pickup-management: one row per consolidation. */
export interface PickupManagementRow {
  id: Id;
  center_name: string;
  total_weight: number;
  qa_agents: string[];
  farmers_processed: number;
  handed_over_weight: number;
  rejected_weight: number;
}

/** GET /reports/quality-tests. */
export interface QualityTestRow {
  id: Id;
  test_date: string;
  collection_center: string;
  qa_agent: string | null;
  batch_number: string;
  overall_result: TestResult;
}

/** GET /reports/rejection-logs. */
export interface RejectionLogRow {
  id: Id;
  date: string;
  collection_center: string;
  qa_agent: string | null;
  /** The reason's label (REJECTION_REASONS); `reason_code` is the code. */
  reason: string;
  reason_code: RejectionReason;
  farmer_name: string;
  weight: number;
  batch_number: string;
}

/** GET /reports/farmers-profile: one row per farmer (Producer link). */
export interface FarmerProfileRow {
  id: Id;
  member_number: string;
  farmer_name: string;
  date_of_last_collection: string | null;
  /** Accepted litres over the whole history. */
  quantity_supplied: number;
  /** 0-100 from the farmer's collections' quality (fat, protein, SCC) and rejections. */
  average_quality_score: number | null;
  /** Of the farmer's latest payment; null when never paid. */
  payment_status: PaymentStatus | 'delayed' | null;
}

/** GET /reports/pending-payments. `fatContent` is the amount due (spec 3 names it so). */
export interface PendingPaymentRow {
  id: Id;
  farmer_name: string;
  member_number: string;
  fatContent: number;
  due_date: string;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus | 'delayed';
}

/** GET /reports/completed-payments. */
export interface CompletedPaymentRow {
  id: Id;
  payment_date: string;
  farmer_name: string;
  member_id: string;
  amount_paid: number;
  payment_method: PaymentMethod;
  transaction_reference: string;
  payment_status: PaymentStatus;
}

/** GET /reports/routes-and-collection-centers: one row per collection centre. */
export interface CollectionCentreReportRow {
  id: Id;
  /** The centre's name (spec 3 calls it route_name). */
  route_name: string;
  address: string;
  /** Average SCC of the centre's collections over the period. */
  scc: number | null;
  location: { latitude: number; longitude: number };
  qa_agents: string[];
  farmers: number;
}

/** GET /reports/summary?from&to&status: the dashboard cards. */
export interface CollectionSummary {
  from: string;
  to: string;
  total_litres: number;
  average_fat: number | null;
  average_protein: number | null;
  average_scc: number | null;
  /** Count of pending (incl. delayed) payments. */
  pending_payments: number;
}

/** GET /reports/litres-per-day?from&to: one point per day, morning and evening. */
export interface LitresPerDayPoint {
  date: string;
  morning_litres: number;
  evening_litres: number;
  total_litres: number;
}

/** GET /reports/centre-quality?from&to: one row per centre (dashboard Collection Centres). */
export interface CentreQualityRow {
  id: Id;
  name: string;
  quantity_litres: number;
  fat_pct: number | null;
  protein_pct: number | null;
  scc: number | null;
  location: string;
}

