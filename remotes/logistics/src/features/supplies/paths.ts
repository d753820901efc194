/** Where the supply screens live (spec 2.1). */
export const SUPPLIES_LIST_PATH = '/logistics-management/supplies';
export const ADD_SUPPLY_PATH = '/supply/add';
