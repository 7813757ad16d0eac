import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './field';

/**
 * A password input with a show/hide toggle (docs/product.md#screen-login). The toggle's name says what it
 * will do ("Show password" / "Hide password") and matches its visible text.
 */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  const { t } = useLingui();
  // The field's own label, as the form shows it (already in the page's language).
  const field = props.label.toLowerCase();
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-label={visible ? t`Hide ${field}` : t`Show ${field}`}
          onClick={() => setVisible((v) => !v)}
          className="rounded-md px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {visible ? t`Hide` : t`Show`}
        </button>
      }
    />
  );
}
