import { rethrowForForm, useOrgId, type FormFieldOf } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { extensionKeys } from './extension-keys';

/** A form's values to add (no id) or change, or a body sent as is (Mark done, Follow-up done). */
export type ExtensionSave<Values, Update> = { id?: Id; values: Values } | { id: Id; body: Update };

/** How one kind of extension record is saved: its POST and PUT, its body and its field names. */
export interface ExtensionSaveCalls<Values, Body extends Update, Update, Row> {
  create(body: Body & { organization_id: Id }): Promise<Row>;
  update(id: Id, body: Update): Promise<Row>;
  toBody(values: Values): Body;
  /** The API's field names -> the form's, so a field error shows under its field. */
  fieldOf: FormFieldOf;
}

/**
 * Saves an extension record through `calls`, then refreshes both lists and the pickers.
 *
 * @example useSaveExtension({ create: callLogsApi.create, update: callLogsApi.update, toBody: toCallLogBody, fieldOf });
 */
export function useSaveExtension<Values, Body extends Update, Update, Row>(
  calls: ExtensionSaveCalls<Values, Body, Update, Row>,
) {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: ExtensionSave<Values, Update>): Promise<Row> => {
      if (!orgId) throw new Error('Organization ID is required');
      const request =
        'body' in save
          ? calls.update(save.id, save.body)
          : save.id
            ? calls.update(save.id, calls.toBody(save.values))
            : calls.create({ organization_id: orgId, ...calls.toBody(save.values) });
      return request.catch(rethrowForForm(calls.fieldOf));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: extensionKeys.all, refetchType: 'all' }),
  });
}
