/** The Farmer Profiles list (docs/screens.md#farmer-profiles); saving a farmer lands here. */
export const FARMERS_LIST_PATH = '/farmers/farmers-profiles';
/** The Add New Farmer screen (the header button of docs/screens.md#farmer-profiles opens it). */
export const ADD_FARMER_PATH = '/farmer/add-new-farmer';
/** One farmer's page and its Edit; `:id` is the Producer link's id. */
export const FARMER_ROUTE = '/farmers/farmers-profiles/:id';
export const EDIT_FARMER_ROUTE = '/farmers/farmers-profiles/:id/edit';
export const farmerPath = (linkId: string) => `${FARMERS_LIST_PATH}/${encodeURIComponent(linkId)}`;
export const editFarmerPath = (linkId: string) => `${farmerPath(linkId)}/edit`;
