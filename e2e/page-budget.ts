// The JavaScript budget of the console's pages, checked by tests/page-weight-budget.spec.ts.
//
// Unit: KiB (1024 bytes) of JavaScript, each file compressed with gzip level 9, summed over
// what a browser downloads to show the page signed in with an empty cache. gzip level 9 of
// the bodies, not the bytes on the wire, so the figure does not depend on the encoding the
// browser and the gateway agree on (brotli is smaller) and is the same on every machine.
//
// Issue 12's targets: at most 250 KiB for any first page after sign-in, and a later page of
// another remote adds at most 60 KiB (it adds 29-35 KiB today). On 2026-11-25 (the first run
// of the test) the dashboard and the report pages weighed ~506 KiB, every list page 480-486
// KiB, the sign-in page 232 KiB and the farmer add form 261 KiB; ag-grid alone is ~190 KiB at
// its smallest (measured with a bare ClientSideRowModelModule build: 181 KiB for vanilla
// createGrid, 194 KiB with ag-grid-react), and the reductions are under way. Until they land,
// each budget is the page's figure measured on 2026-11-25 rounded up to the next 10 KiB: the
// test passes today and fails on any growth. Lower a page's line as its weight comes down,
// towards the targets.

export const TARGET_FIRST_PAGE_KIB = 250;
export const TARGET_LATER_PAGE_KIB = 60;

/**
 * A page opened first (cold cache, signed in; the sign-in page signed out). Every page the
 * sidebar shows needs a line here: the test fails for a page without one.
 */
export const FIRST_PAGE_BUDGET_KIB: Readonly<Record<string, number>> = {
  '/login': 240,
  '/dashboard': 510,
  '/feed-management': 490,
  '/milk-collections/collection-schedule': 490,
  '/milk-collections/driver-tracking': 490,
  '/milk-collections/pickup-management': 480,
  '/milk-collections/inventory': 510,
  '/quality-control/quality-tests': 490,
  '/quality-control/rejection-logs': 480,
  '/farmers/farmers-profiles': 490,
  '/payroll/pending-payments': 490,
  '/payroll/completed-payments': 490,
  '/payroll/pay-runs': 490,
  '/payroll/rates': 490,
  '/payroll/advances': 490,
  '/logistics-management/driver-management': 490,
  '/logistics-management/routes-management': 490,
  '/logistics-management/collection-centers-and-qa-agents': 490,
  '/user-management/users': 490,
  '/user-management/roles': 490,
  '/user-management/permissions': 490,
  '/user-management/activity': 490,
  '/extension-services/assignments': 490,
  '/extension-services/call-logs': 490,
  '/reports/quality': 510,
  '/reports/milk-volume': 510,
  '/reports/extension-services': 510,
  '/farmer/add-new-farmer': 270,
};

/**
 * What opening a later page from the sidebar adds once the dashboard is loaded (the
 * JavaScript fetched after the click: the page's remote and its chunks). Every page of
 * another remote adds 29-35 KiB today, within the 60 KiB target; this is that figure rounded
 * up to the next 10 KiB, so a remote that grows is caught before it reaches the target.
 */
export const LATER_PAGE_BUDGET_KIB = 40;
