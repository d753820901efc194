import { ApiError } from '@maziwa/api-client';

/**
 * The API's field errors renamed after the form's fields (`product_id` -> `productId`), so a
 * refusal such as "Only 12 bags of Dairy meal 70 kg in stock" shows under Quantity. Fields the
 * form does not have stay in the message above the buttons.
 */
export function renameFieldErrors(error: unknown, fieldOf: Record<string, string>): unknown {
  if (!(error instanceof ApiError) || !error.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).flatMap(([field, problem]) => (fieldOf[field] ? [[fieldOf[field], problem]] : [])),
  );
  return new ApiError(error.status, error.message, fields);
}
