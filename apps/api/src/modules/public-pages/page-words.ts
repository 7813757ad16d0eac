// The words of the public pages' heads (titles and descriptions that link previews and search engines read), in
// the three languages. Only the server writes them, so they live here rather than in the domain's catalogs, which
// every page's first load carries (docs/decisions/0029-public-pages-and-help.md). Values ({destination}, {city},
// {price}) are put in as they are.
import type { Locale } from '@ikaze/domain';

export interface PageWords {
  homeTitle: string;
  homeDescription: string;
  searchTitle: string;
  searchDescription: string;
  searchAllTitle: string;
  propertySummary: string;
  notFoundTitle: string;
  notFoundDescription: string;
  /** The alternative text of the site's own link-preview picture (home and search). */
  siteImageAlt: string;
}

export const PAGE_WORDS: Record<Locale, PageWords> = {
  en: {
    homeTitle: 'Ikaze: hotels, apartments and guest houses in Rwanda',
    homeDescription:
      'Find and book hotels, apartments and guest houses across Rwanda, with prices in RWF. Pay at the property.',
    searchTitle: 'Places to stay in {destination}',
    searchDescription:
      'Hotels, apartments and guest houses in {destination}, Rwanda, with their prices in RWF. Book on Ikaze and pay at the property.',
    searchAllTitle: 'Places to stay in Rwanda',
    propertySummary: '{type} in {city}, from {price} a night.',
    notFoundTitle: 'Page not found',
    notFoundDescription: 'This page does not exist or is no longer available on Ikaze.',
    siteImageAlt: 'Ikaze: places to stay across Rwanda',
  },
  fr: {
    homeTitle: 'Ikaze\u00a0: hôtels, appartements et maisons d’hôtes au Rwanda',
    homeDescription:
      'Trouvez et réservez hôtels, appartements et maisons d’hôtes partout au Rwanda, avec des prix en RWF. Vous payez sur place.',
    searchTitle: 'Logements à {destination}',
    searchDescription:
      'Hôtels, appartements et maisons d’hôtes à {destination}, au Rwanda, avec leurs prix en RWF. Réservez sur Ikaze et payez sur place.',
    searchAllTitle: 'Logements au Rwanda',
    propertySummary: '{type} à {city}, à partir de {price} la nuit.',
    notFoundTitle: 'Page introuvable',
    notFoundDescription: 'Cette page n’existe pas ou n’est plus disponible sur Ikaze.',
    siteImageAlt: 'Ikaze\u00a0: des logements partout au Rwanda',
  },
  rw: {
    homeTitle: 'Ikaze: amahoteli, inzu zo guturamo n’amacumbi mu Rwanda',
    homeDescription:
      'Shakisha kandi ubikishe amahoteli, inzu zo guturamo n’amacumbi hirya no hino mu Rwanda, ibiciro biri mu RWF. Wishyura ugeze aho uzarara.',
    searchTitle: 'Aho kurara: {destination}',
    searchDescription:
      'Amahoteli, inzu zo guturamo n’amacumbi: {destination}, mu Rwanda, n’ibiciro byayo mu RWF. Bikisha kuri Ikaze, wishyure ugeze aho uzarara.',
    searchAllTitle: 'Aho kurara mu Rwanda',
    propertySummary: '{type} i {city}, guhera kuri {price} ku ijoro.',
    notFoundTitle: 'Urupapuro ntirubonetse',
    notFoundDescription: 'Uru rupapuro ntirubaho cyangwa ntirukiboneka kuri Ikaze.',
    siteImageAlt: 'Ikaze: aho kurara hirya no hino mu Rwanda',
  },
};

/** A page's words with its values put in. */
export function pageText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
