// In the main entry, not the form kit's: a list's row actions check it without loading formik.

/**
 * What a person's full Edit needs: the PUT changes the link (`user_roles:update`) and the
 * person's account with it (`users:update`); the API refuses it without both.
 */
export const EDIT_PERSON_PERMISSIONS = ['user_roles:update', 'users:update'] as const;
