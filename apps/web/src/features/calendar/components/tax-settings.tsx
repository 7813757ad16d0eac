// A property's tax settings (docs/taxes.md, PUT /api/properties/{id}/tax): whether the host charges VAT, with the
// TIN. Prices stay as the host set them: they include the taxes, which are kept apart for the host to declare.
import { propertyTaxInputSchema, type PropertyTax } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api';
import { flash } from '@/lib/flash';
import { formatDate } from '@/lib/format';
import { domainText } from '@/lib/i18n';
import { useSaveTax } from '../api/calendar';

export function TaxSettingsForm({ propertyId, tax }: { propertyId: number; tax: PropertyTax }) {
  const { t } = useLingui();
  const save = useSaveTax(propertyId);
  const [vatRegistered, setVatRegistered] = useState(tax.vatRegistered);
  const [tin, setTin] = useState(tax.tin ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const vatId = useId();
  // The server's own rules and words (propertyTaxInputSchema), checked before sending.
  const parsed = propertyTaxInputSchema.safeParse({ vatRegistered, tin: tin.trim() === '' ? null : tin });
  const tinProblem = parsed.success ? null : domainText(parsed.error.issues[0]?.message ?? '');
  const [tried, setTried] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!parsed.success) return;
    setFailure(null);
    save.mutate(
      { vatRegistered, tin: parsed.data.tin ?? null },
      {
        onSuccess: (answer) => flash(answer.message),
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  }

  const checked = tax.checkedAt ? formatDate(tax.checkedAt) : null;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t`Taxes`}>
      <p className="text-sm text-slate-700">
        <Trans>
          Your prices include the taxes: guests pay what they see. Of each price we keep the tourism tax (3%
          of the room charge) and, if you charge VAT, the VAT (18%) apart for you to declare; they are paid
          out with your earnings and listed in your monthly statement.
        </Trans>
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex items-start gap-3">
        <input
          id={vatId}
          type="checkbox"
          checked={vatRegistered}
          onChange={(event) => setVatRegistered(event.currentTarget.checked)}
          className="mt-1 h-4 w-4 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
        />
        <label htmlFor={vatId} className="text-sm font-semibold text-slate-900">
          <Trans>I am registered for VAT and charge it on these stays</Trans>
        </label>
      </div>
      <TextField
        label={t`TIN (9 digits)`}
        inputMode="numeric"
        autoComplete="off"
        value={tin}
        onChange={(event) => setTin(event.currentTarget.value)}
        error={tried ? (tinProblem ?? undefined) : undefined}
      />
      <p className="text-sm text-slate-600">
        {checked
          ? t`Checked by Ikaze on ${checked}.`
          : t`Ikaze checks new tax settings within two working days.`}
      </p>
      <Button type="submit" disabled={save.isPending}>
        <Trans>Save tax settings</Trans>
      </Button>
    </form>
  );
}
