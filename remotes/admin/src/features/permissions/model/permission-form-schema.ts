import * as yup from 'yup';

/** Values of the Add Permission form; names are the API's, so its field errors land on them. */
export interface PermissionFormValues {
  name: string;
  description: string;
  resource: string;
  action: string;
}

export const emptyPermission: PermissionFormValues = { name: '', description: '', resource: '', action: '' };

/** Add Permission: the API's limits (permissions.ts); the description is optional. */
export const permissionSchema = yup.object({
  name: yup.string().trim().required('Name is required').max(100, 'Name must be at most 100 characters'),
  description: yup.string().trim().max(500, 'Description must be at most 500 characters'),
  resource: yup.string().trim().required('Resource is required').max(100, 'Resource must be at most 100 characters'),
  action: yup.string().trim().required('Action is required').max(100, 'Action must be at most 100 characters'),
});
