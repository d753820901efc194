import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Fills a form's fields by their labels as a person would: a select picks the option, a
 * text field is cleared, then typed into (an empty value leaves it empty).
 *
 * @example await fillFields(user, dialog, { Name: 'payments.export', Resource: 'payments' });
 */
export async function fillFields(
  user: UserEvent,
  container: HTMLElement,
  values: Record<string, string>,
): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = within(container).getByLabelText(label);
    if (field.tagName === 'SELECT') {
      await user.selectOptions(field, value);
    } else {
      await user.clear(field);
      if (value) await user.type(field, value);
    }
  }
}
