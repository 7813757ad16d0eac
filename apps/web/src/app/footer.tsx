import { POPULAR_DESTINATIONS, PRODUCT_NAME } from '@ikaze/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FacebookIcon, InstagramIcon, XIcon, YoutubeIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/lib/paths';
import { LanguageSwitch } from './language-switch';

// The footer's columns (docs/product.md#layout). Entries that have no page yet are plain text, not dead
// links.
type Entry = { label: string; to?: string };

const popular = POPULAR_DESTINATIONS.slice(0, 4);
const locations = POPULAR_DESTINATIONS.slice(4);
const toSearch = (destination: string): Entry => ({
  label: destination,
  to: paths.searchResults({ destination }),
});

const columns: Array<{ title: string; entries: Entry[] }> = [
  { title: 'Support', entries: [{ label: 'FAQS' }, { label: 'Contact Customer Services' }] },
  { title: 'Popular Locations', entries: popular.map(toSearch) },
  { title: 'Locations', entries: locations.map(toSearch) },
  {
    title: 'Terms and settings',
    entries: [{ label: 'Privacy & cookies' }, { label: 'Terms and conditions' }],
  },
  {
    title: 'Partners',
    entries: [
      { label: 'Partner dispute' },
      { label: 'Visit Rwanda' },
      { label: 'Partner help' },
      { label: 'List your property', to: paths.listYourProperty() },
      { label: 'Manage your trips', to: paths.host.root() },
    ],
  },
  {
    title: 'About',
    entries: [
      { label: 'About' },
      { label: 'How we work' },
      { label: 'Sustainability' },
      { label: 'Investor Relation' },
    ],
  },
];

const socials: Array<{ label: string; icon: ReactNode }> = [
  { label: 'Facebook', icon: <FacebookIcon /> },
  { label: 'X', icon: <XIcon /> },
  { label: 'Instagram', icon: <InstagramIcon /> },
  { label: 'YouTube', icon: <YoutubeIcon /> },
];

export function Footer() {
  return (
    <footer className="mt-auto bg-brand-900 text-slate-200">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-6">
          {columns.map((column) => (
            <section key={column.title} aria-labelledby={`footer-${slug(column.title)}`}>
              <h2 id={`footer-${slug(column.title)}`} className="text-sm font-semibold text-white">
                {column.title}
              </h2>
              <ul className="mt-4 space-y-2.5 text-sm">
                {column.entries.map((entry) => (
                  <li key={entry.label}>
                    {entry.to ? (
                      <Link
                        to={entry.to}
                        className="font-medium text-white underline decoration-white/30 underline-offset-4 hover:decoration-white"
                      >
                        {entry.label}
                      </Link>
                    ) : (
                      <span className="text-slate-300">{entry.label}</span>
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
          <ul className="flex items-center gap-3" aria-label="Social media">
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

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z]+/g, '-');
}
