// A changed field in the words of the form or screen that edits it ("Assigned Route", not
// route_ids), for Activity, History and the Activity export. Fields without a word here read
// as their name does ("supplier_details.phone" -> "Supplier Details Phone").

/** Words every resource shares. */
const COMMON: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  status: 'Status',
  notes: 'Notes',
  address: 'Address',
  phone: 'Phone Number',
  email: 'Email',
  username: 'Username',
  first_name: 'First Name',
  last_name: 'Last Name',
  'contact_info.phone': 'Phone',
  'contact_info.address': 'Address',
  is_active: 'Active',
  organization_ids: 'Organisations',
  roles: 'Roles',
  permissions: 'Permissions',
  avatarUrl: 'Photo',
  user_id: 'Person',
  role_id: 'Role',
  member_id: 'Member ID',
  member_number: 'Member Number',
  farmer_name: 'Farmer Name',
  producer_id: 'Farmer',
  farmer_id: 'Farmer',
  officer_id: 'Extension Officer',
  qa_agent_id: 'QA Agent',
  qa_agent_ids: 'QA Agents',
  route_id: 'Route',
  route_ids: 'Routes',
  location_id: 'Collection Center',
  location_ids: 'Collection Centers',
  trip_id: 'Trip',
  collection_id: 'Collection',
  payment_id: 'Payment',
  product_id: 'Product',
  batch_number: 'Batch Number',
  shift: 'Shift',
  quantity_litres: 'Litres',
  fat_pct: 'Fat (%)',
  protein_pct: 'Protein (%)',
  scc: 'SCC (cells/ml)',
  density: 'Density',
  temperature_c: 'Temperature (°C)',
  alcohol_test: 'Alcohol Test',
  reason: 'Reason',
  weight_kg: 'Weight (kg)',
  amount: 'Amount (Ksh)',
  quantity: 'Quantity',
  unit: 'Unit',
  topic: 'Topic',
  outcome: 'Outcome',
  channel: 'Channel',
  effective_from: 'Effective From',
  effective_to: 'Effective To',
  rate_per_litre: 'Rate (Ksh per litre)',
  created_by: 'Created By',
  start_time: 'Start Time',
  end_time: 'End Time',
};

/** Words of one resource's form, where they differ from the common ones. */
const BY_RESOURCE: Record<string, Record<string, string>> = {
  users: { phone: 'Phone', is_active: 'Status' },
  organizations: {
    default_rate_per_litre: 'Default Rate (Ksh per litre)',
    time_zone: 'Time Zone',
    variance_tolerance_pct: 'Variance Tolerance (%)',
    allow_overdraft: 'Allow Overdraft',
  },
  locations: {
    name: 'Center Name',
    'coordinates.latitude': 'Latitude',
    'coordinates.longitude': 'Longitude',
    capacity: 'Capacity (L)',
    contact_person: 'Contact Person',
    operating_hours: 'Operating Hours',
    is_active: 'Status',
  },
  routes: {
    name: 'Route Name',
    location_ids: 'Collection Centers',
    distance: 'Distance (km)',
    estimated_time: 'Estimated Time (minutes)',
  },
  trips: { user_roles_ids: 'Drivers', delivered_litres: 'Delivered Litres' },
  collections: { collected_at: 'Collected At', data_source: 'Source' },
  consolidations: {
    consolidated_at: 'Handed Over At',
    total_weight_kg: 'Total Weight (kg)',
    handed_over_weight_kg: 'Handed Over Weight (kg)',
    rejected_weight_kg: 'Rejected Weight (kg)',
    farmers_processed: 'Farmers Processed',
  },
  'quality-tests': {
    tested_at: 'Test Time',
    clot_on_boiling: 'Clot on Boiling',
    antibiotic_residue: 'Antibiotic Residue',
    overall_result: 'Overall Result',
  },
  rejections: { rejected_at: 'Rejected At' },
  payments: {
    amount_due: 'Total Amount Due',
    due_date: 'Date Due',
    payment_method: 'Payment Method',
    amount_paid: 'Amount Paid',
    paid_at: 'Payment Date',
    transaction_reference: 'Transaction Reference',
    period_start: 'Period Start',
    period_end: 'Period End',
    gross_amount: 'Gross Amount',
    deductions: 'Deductions',
    adjustments: 'Adjustments',
    litres: 'Litres',
    payout_failure: 'Payout Failure',
    pay_run_id: 'Pay Run',
    replaces_id: 'Replaces',
    reversed: 'Reversed',
  },
  payouts: { kind: 'Kind', payment_method: 'Payment Method', transaction_reference: 'Transaction Reference' },
  'pay-rates': { kind: 'Type' },
  'quality-adjustments': {
    measure: 'Measure',
    comparison: 'Comparison',
    threshold: 'Threshold',
    amount_per_litre: 'Ksh per litre',
  },
  advances: { advanced_on: 'Date' },
  'account-top-ups': { reference: 'Reference' },
  supplies: {
    supply_items: 'Items',
    total_cost: 'Total Cost (KSh)',
    supply_category: 'Category',
    timestamp: 'Timestamp',
  },
  'feed-products': {
    category: 'Category',
    unit_price: 'Unit Price (Ksh)',
    reorder_level: 'Reorder Level',
    active: 'Active (can be issued)',
  },
  'feed-receipts': {
    unit_cost: 'Unit Cost (Ksh)',
    total_cost: 'Total Cost (Ksh)',
    supplier_name: 'Supplier Name',
    received_on: 'Date Received',
  },
  'extension-assignments': { due_on: 'Due Date', done_on: 'Done On', outcome: 'Outcome Notes' },
  'extension-call-logs': {
    called_at: 'Date',
    duration_seconds: 'Duration (seconds)',
    follow_up_on: 'Follow-up Date',
    follow_up_done_on: 'Follow-up Done On',
  },
  'pay-runs': { computed_by: 'Computed By', approved_by: 'Approved By', net_amount: 'Net Amount' },
};

/** A person's link: the farmer form and the driver form name some fields differently. */
const PERSON_FORM: Record<string, string> = {
  route_ids: 'Assigned Route',
  location_ids: 'Collection Center',
  available: 'Available',
  sms_language: 'SMS Language',
  delivery_sms_opt_out: 'Do not send delivery SMS',
  'profile.date_of_birth': 'Date of Birth',
  'profile.gender': 'Gender',
  'profile.photo_file_id': 'Photo',
  'profile.license_number': 'License Number',
  'profile.license_expiry': 'License Expiry',
  'profile.license_document_file_id': 'License Document',
  'profile.date_of_hire': 'Date of Hire',
  'profile.additional_info': 'Additional Info',
};
const FARMER_FORM: Record<string, string> = { 'profile.date_of_hire': 'Date of Joining' };
const DRIVER_FORM: Record<string, string> = { member_id: 'Employee ID' };

/** "supplier_details.phone" -> "Supplier Details Phone". */
const readable = (field: string) =>
  field
    .split(/[._]/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * A changed field as the form that edits it labels it; `role` is a person's role in the
 * organisation (Producer, Driver) for their link's fields.
 *
 * @example fieldLabel('user-roles', 'route_ids', 'Producer') // "Assigned Route"
 * @example fieldLabel('payments', 'paid_at') // "Payment Date"
 */
export function fieldLabel(resource: string, field: string, role?: string): string {
  if (resource === 'user-roles') {
    const byRole = role === 'Producer' ? FARMER_FORM : role === 'Driver' ? DRIVER_FORM : {};
    const word = byRole[field] ?? PERSON_FORM[field];
    if (word) return word;
  }
  return BY_RESOURCE[resource]?.[field] ?? COMMON[field] ?? readable(field);
}
