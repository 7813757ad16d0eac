import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import type { HelpSlug } from '../api/help';

/** The help pages in the footer's order, named as the footer names them (docs/product.md#help-pages). */
export const HELP_PAGES: Array<{ slug: HelpSlug; label: MessageDescriptor }> = [
  { slug: 'faq', label: msg`FAQs` },
  { slug: 'contact', label: msg`Contact customer services` },
  { slug: 'privacy', label: msg`Privacy & cookies` },
  { slug: 'terms', label: msg`Terms and conditions` },
  { slug: 'how-we-work', label: msg`How we work` },
  { slug: 'partners', label: msg`Partner help` },
];

export function HelpNav() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Help pages`}>
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {HELP_PAGES.map((page) => (
          <li key={page.slug}>
            <NavLink
              to={paths.help(page.slug)}
              className={({ isActive }) =>
                cn(
                  'block rounded-lg px-3 py-2 text-sm font-medium',
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                )
              }
            >
              {t(page.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
