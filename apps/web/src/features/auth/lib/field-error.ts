import { domainText } from '@/lib/i18n';

/**
 * A form field's message in the page's language: the zod schemas' messages are the domain's English
 * (docs/decisions/0021-domain-messages.md); a message the server sent is already translated and stays as it is.
 */
export function fieldError(message: string | undefined): string | undefined {
  return message ? domainText(message) : undefined;
}
