import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';

/** Asks before an admin's action on money: Go back, or the action (its label while it runs). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirm,
  pending,
  ready = true,
  onConfirm,
  variant = 'primary',
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirm: string;
  pending: boolean;
  /** False while the field the action takes is empty. */
  ready?: boolean;
  onConfirm: () => void;
  variant?: ButtonVariant;
  /** A field the action takes (the bank's reference…), above the buttons. */
  children?: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={title}
      description={description}
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        {children}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" type="button" onClick={() => onOpenChange(false)} disabled={pending}>
            <Trans>Go back</Trans>
          </Button>
          <Button type="submit" variant={variant} disabled={pending || !ready}>
            {confirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
