// A month to download (the earnings' CSV, the monthly statement): a month input, refused until it is a YYYY-MM.
import { STATEMENT_MONTH } from '@ikaze/domain';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/components/ui/field';

export const isMonth = (month: string) => STATEMENT_MONTH.test(month);

export function MonthField({
  label,
  month,
  onChange,
}: {
  label: string;
  month: string;
  onChange: (month: string) => void;
}) {
  const { t } = useLingui();
  return (
    <TextField
      label={label}
      type="month"
      value={month}
      onChange={(event) => onChange(event.target.value)}
      error={isMonth(month) ? undefined : t`Choose a month.`}
      fieldClassName="w-44"
    />
  );
}
