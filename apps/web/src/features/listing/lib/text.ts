// The domain's words in the wizard, in the page's language (docs/decisions/0021-domain-messages.md): the
// schemas' field messages (English, their ids), the labels of stored values, and what a failed request says.
import { labelOf } from '@ikaze/domain';
import { GENERIC_ERROR, serverMessageOr } from '@/lib/api';
import { domainText } from '@/lib/i18n';

/** A field's message from its zod schema, translated; undefined when the field is fine. */
export const fieldMessage = (message: string | undefined) => (message ? domainText(message) : undefined);

/** A stored value (an id) as the host reads it: `labelText(AMENITY_LABELS, 'wifi')` is 'Wi-Fi' in English. */
export const labelText = (labels: Readonly<Record<string, string>>, value: string) =>
  domainText(labelOf(labels, value));

/** The server's message (already in the page's language), else the generic one. */
export const failureText = (error: unknown) => serverMessageOr(error, domainText(GENERIC_ERROR));
