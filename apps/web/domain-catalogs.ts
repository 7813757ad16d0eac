// The domain's French and Kinyarwanda tables in parts (packages/domain/src/i18n/message-sets.ts), as the build
// ships them: `virtual:domain-catalogs` maps '<locale>/<part>' to a loader of that part, each part its own chunk,
// like Lingui's per-feature catalogs (docs/decisions/0021-domain-messages.md). The tables stay whole in the
// domain, where the type-check keeps them complete; only the web app's first load is cut.
import type { Plugin } from 'vite';
import {
  DOMAIN_CATALOG_PARTS,
  domainCatalogPart,
  type DomainCatalogPart,
} from '../../packages/domain/src/i18n/message-sets.ts';
import fr from '../../packages/domain/src/i18n/catalogs/fr.ts';
import rw from '../../packages/domain/src/i18n/catalogs/rw.ts';

const tables: Record<string, Readonly<Record<string, string>>> = { fr, rw };
const INDEX = 'virtual:domain-catalogs';
const PART = 'virtual:domain-catalog/';

export function domainCatalogs(): Plugin {
  return {
    name: 'ikaze-domain-catalogs',
    resolveId(id) {
      return id === INDEX || id.startsWith(PART) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${INDEX}`) {
        const entries = Object.keys(tables).flatMap((locale) =>
          DOMAIN_CATALOG_PARTS.map(
            (part) => `  '${locale}/${part}': () => import('${PART}${locale}/${part}'),`,
          ),
        );
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${PART}`)) return undefined;
      const [locale = '', part = ''] = id.slice(PART.length + 1).split('/');
      const table = tables[locale];
      if (!table || !(DOMAIN_CATALOG_PARTS as readonly string[]).includes(part))
        throw new Error(`No domain catalog part ${locale}/${part}.`);
      return `export default ${JSON.stringify(domainCatalogPart(table, part as DomainCatalogPart))};\n`;
    },
  };
}
