// What a failed request says in the wizard, in the page's language (docs/decisions/0021-domain-messages.md).
import { GENERIC_ERROR, serverMessageOr } from '@/lib/api';
import { domainText } from '@/lib/i18n';

/** The server's message (already in the page's language), else the generic one. */
export const failureText = (error: unknown) => serverMessageOr(error, domainText(GENERIC_ERROR));
