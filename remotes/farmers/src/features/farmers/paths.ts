/** The Add New Farmer screen (the header button of docs/screens.md#farmer-profiles opens it). */
export const ADD_FARMER_PATH = '/farmer/add-new-farmer';
