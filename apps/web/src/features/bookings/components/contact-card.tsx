// The other side's name, phone and email, where docs/decisions/0013-who-sees-whom.md gives them: the host's to
// the guest of a confirmed stay, the guest's to the host while the booking is pending or confirmed.
import type { BookingContact } from '@ikaze/domain';
import { personName } from '@/lib/person-name';

export function ContactCard({ title, contact }: { title: string; contact: BookingContact }) {
  return (
    <section className="space-y-1 rounded-xl border border-slate-200 p-3">
      <h3 className="text-sm font-medium text-slate-600">{title}</h3>
      <p className="font-semibold text-slate-900">{personName(contact.name)}</p>
      <p>
        <a href={`tel:${contact.phone}`} className="text-brand-800 hover:underline">
          {contact.phone}
        </a>
      </p>
      <p>
        <a href={`mailto:${contact.email}`} className="break-all text-brand-800 hover:underline">
          {contact.email}
        </a>
      </p>
    </section>
  );
}
