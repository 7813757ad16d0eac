import { POPULAR_DESTINATIONS, PRODUCT_NAME } from '@ikaze/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FacebookIcon, InstagramIcon, XIcon, YoutubeIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/lib/paths';
import { LanguageSwitch } from './language-switch';

// The footer's columns (docs/product.md#layout). The help entries open the help pages (docs/product.md#help-pages);
// entries that have no page yet are plain text, not dead links.
// Destinations are names, shown as they are; everything else comes from the catalogs.
type Entry = { label: string | MessageDescriptor; to?: string };

const popular = POPULAR_DESTINATIONS.slice(0, 4);
const locations = POPULAR_DESTINATIONS.slice(4);
const toSearch = (destination: string): Entry => ({
  label: destination,
  to: paths.searchResults({ destination }),
});

const columns: Array<{ id: string; title: MessageDescriptor; entries: Entry[] }> = [
  {
    id: 'support',
    title: msg`Support`,
    entries: [
      { label: msg`FAQS`, to: paths.help('faq') },
      { label: msg`Contact Customer Services`, to: paths.help('contact') },
    ],
  },
  { id: 'popular-locations', title: msg`Popular Locations`, entries: popular.map(toSearch) },
  { id: 'locations', title: msg`Locations`, entries: locations.map(toSearch) },
  {
    id: 'terms-and-settings',
    title: msg`Terms and settings`,
    entries: [
      { label: msg`Privacy & cookies`, to: paths.help('privacy') },
      { label: msg`Terms and conditions`, to: paths.help('terms') },
    ],
  },
  {
    id: 'partners',
    title: msg`Partners`,
    entries: [
      { label: msg`Partner dispute` },
      { label: msg`Visit Rwanda` },
      { label: msg`Partner help`, to: paths.help('partners') },
      { label: msg`List your property`, to: paths.listYourProperty() },
      { label: msg`Manage your trips`, to: paths.host.root() },
    ],
  },
  {
    id: 'about',
    // The column's heading, and below it the link about the company.
    title: msg({ id: 'footer.about.title', message: 'About' }),
    entries: [
      { label: msg({ id: 'footer.about.link', message: 'About' }) },
      { label: msg`How we work`, to: paths.help('how-we-work') },
      { label: msg`Sustainability` },
      { label: msg`Investor Relation` },
    ],
  },
];

// Brand names, the same in every language.
const socials: Array<{ label: string; icon: ReactNode }> = [
  { label: 'Facebook', icon: <FacebookIcon /> },
  { label: 'X', icon: <XIcon /> },
  { label: 'Instagram', icon: <InstagramIcon /> },
  { label: 'YouTube', icon: <YoutubeIcon /> },
];

export function Footer() {
  const { t } = useLingui();
  const text = (label: Entry['label']) => (typeof label === 'string' ? label : t(label));
  return (
    <footer className="mt-auto bg-brand-900 text-slate-200">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-6">
          {columns.map((column) => (
            <section key={column.id} aria-labelledby={`footer-${column.id}`}>
              <h2 id={`footer-${column.id}`} className="text-sm font-semibold text-white">
                {t(column.title)}
              </h2>
              <ul className="mt-4 space-y-2.5 text-sm">
                {column.entries.map((entry) => (
                  <li key={text(entry.label)}>
                    {entry.to ? (
                      <Link
                        to={entry.to}
                        className="font-medium text-white underline decoration-white/30 underline-offset-4 hover:decoration-white"
                      >
                        {text(entry.label)}
                      </Link>
                    ) : (
                      <span className="text-slate-300">{text(entry.label)}</span>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>

        <div className="mt-12 flex flex-col gap-6 border-t border-white/15 pt-8 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-4">
            <Logo inverted />
            <LanguageSwitch id="footer-language" />
          </div>
          <ul className="flex items-center gap-3" aria-label={t`Social media`}>
            {socials.map((social) => (
              <li key={social.label}>
                <span
                  role="img"
                  aria-label={social.label}
                  className="grid h-10 w-10 place-items-center rounded-full bg-white/10 text-white"
                >
                  {social.icon}
                </span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-300">
            © {new Date().getFullYear()} {PRODUCT_NAME}
          </p>
        </div>
      </div>
    </footer>
  );
}
