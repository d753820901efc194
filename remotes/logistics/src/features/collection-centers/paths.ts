/** Where the collection-centre screens live (docs/screens.md#routes). */
export const CENTRES_LIST_PATH = '/logistics-management/collection-centers-and-qa-agents';
export const ADD_CENTRE_PATH = '/collection-center/add';
