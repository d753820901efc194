/** Where the supply screens live (docs/screens.md#routes). */
export const SUPPLIES_LIST_PATH = '/logistics-management/supplies';
export const ADD_SUPPLY_PATH = '/supply/add';
