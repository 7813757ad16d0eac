import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';

export interface DashboardShortcut {
  to: string;
  label: string;
  description: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** A dashboard's welcome screen: the product's heading and text, then shortcuts to its sections. */
export function DashboardWelcome({
  pageTitle,
  heading,
  text,
  shortcuts,
}: {
  pageTitle: string;
  heading: string;
  text: string;
  shortcuts: DashboardShortcut[];
}) {
  usePageTitle(pageTitle);
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {shortcuts.map(({ to, label, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md"
            >
              <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 group-hover:bg-brand-100">
                <Icon />
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{label}</span>
                <span className="mt-1 block text-sm text-slate-600">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
