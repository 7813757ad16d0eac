// The domain's messages in the asker's language (docs/decisions/0021-domain-messages.md): the API registers
// every language's table at start, so translating a message is a map look-up.
import { registerDomainCatalog, translate, type Locale } from '@ikaze/domain';
import fr from '@ikaze/domain/catalogs/fr';
import rw from '@ikaze/domain/catalogs/rw';

registerDomainCatalog('fr', fr);
registerDomainCatalog('rw', rw);

/** An English message of the domain, as `locale` reads it. */
export const say = (locale: Locale, english: string): string => translate(locale, english);
