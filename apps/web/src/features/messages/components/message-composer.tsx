// Writing a message (docs/decisions/0028-conversations.md): a textarea with a character counter and Send. With a
// keyboard, Enter sends and Shift+Enter starts a new line; on a touch screen Enter is a new line and the Send
// button sends (a phone's Enter key is how people write paragraphs). The server's message shows on failure.
import { MESSAGE_TEXT_MAX, textLength } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

/** Whether the main pointer is a finger: there, Enter writes a new line. */
const touchScreen = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(pointer: coarse)').matches;

export function MessageComposer({
  label,
  onSend,
  pending,
  error,
  autoFocus = false,
  sendLabel,
}: {
  /** The textarea's visible label. */
  label: string;
  /** Sends the trimmed text; the box is emptied when it resolves. */
  onSend: (text: string) => Promise<unknown>;
  pending: boolean;
  error: unknown;
  autoFocus?: boolean;
  sendLabel?: string;
}) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const id = useId();
  const [enterSends] = useState(() => !touchScreen());
  const length = textLength(text.trim());
  const tooLong = length > MESSAGE_TEXT_MAX;
  const canSend = length > 0 && !tooLong && !pending;
  const count = formatNumber(length);
  const max = formatNumber(MESSAGE_TEXT_MAX);

  async function send() {
    if (!canSend) return;
    try {
      await onSend(text.trim());
      setText('');
    } catch {
      // The mutation's error is shown below; the text stays to try again.
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || !enterSends) return;
    event.preventDefault();
    void send();
  }

  return (
    <form onSubmit={onSubmit} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        rows={3}
        autoFocus={autoFocus}
        aria-invalid={tooLong ? true : undefined}
        aria-describedby={`${id}-count ${id}-hint`}
        className={cn(
          'block w-full resize-y rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:ring-2 focus:outline-none',
          tooLong
            ? 'border-red-500 focus:ring-red-300'
            : 'border-slate-300 focus:border-brand-600 focus:ring-brand-200',
        )}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {enterSends ? <Trans>Enter sends, Shift+Enter starts a new line.</Trans> : null}
        </p>
        <p
          id={`${id}-count`}
          className={cn('text-xs tabular-nums', tooLong ? 'font-semibold text-red-800' : 'text-slate-600')}
          aria-live={tooLong ? 'polite' : 'off'}
        >
          {tooLong ? t`Too long: ${count} of ${max} characters` : t`${count} of ${max} characters`}
        </p>
      </div>
      {error ? <Alert tone="error">{errorMessage(error)}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={!canSend}>
          {pending ? <Trans>Sending...</Trans> : (sendLabel ?? t`Send`)}
        </Button>
      </div>
    </form>
  );
}
