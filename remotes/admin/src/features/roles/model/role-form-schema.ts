import * as yup from 'yup';

/** Add Role: names are the API's (POST /roles), so its field errors land on the fields. */
export interface RoleFormValues {
  name: string;
  description: string;
}

export const emptyRole: RoleFormValues = { name: '', description: '' };

/** The API's limits (deploy/api/src/access/roles.ts). */
export const roleSchema = yup.object({
  name: yup.string().trim().required('Name is required').max(100, 'Name must be at most 100 characters'),
  description: yup.string().trim().max(500, 'Description must be at most 500 characters'),
});
