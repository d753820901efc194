/** Where the collection-centre screens live (spec 2.1). */
export const CENTRES_LIST_PATH = '/logistics-management/collection-centers-and-qa-agents';
export const ADD_CENTRE_PATH = '/collection-center/add';
