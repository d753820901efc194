/** The Add New Farmer screen (spec 2.6: the header button opens it). */
export const ADD_FARMER_PATH = '/farmer/add-new-farmer';
