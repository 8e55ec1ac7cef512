// @vitest-environment happy-dom
// The two dialogs every screen uses: the modal (title, description, Close, Escape) and the yes/no question
// before something that cannot be undone (confirm, the way out, and no second press while busy).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Dialog } from './dialog.tsx';

afterEach(cleanup);

function EditCustomer() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Edit customer" description="Change their details.">
        <input aria-label="Name" defaultValue="Aisha Rahman" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens with its title and description, and Close shuts it', () => {
    render(<EditCustomer />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit customer' });
    expect(dialog.textContent).toContain('Change their details.');
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Aisha Rahman');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shuts on Escape', () => {
    render(<EditCustomer />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is still named for a screen reader when it has no description', () => {
    render(
      <Dialog open onOpenChange={() => {}} title="Resend link">
        <p>Body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Resend link' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
  });
});

describe('ConfirmDialog', () => {
  const question = {
    title: 'Delete customer?',
    description: 'Aisha Rahman and their history will be removed.',
    confirmLabel: 'Delete',
  };

  it('asks, and confirming calls onConfirm without shutting by itself', () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog open onOpenChange={onOpenChange} onConfirm={onConfirm} {...question} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete customer?' });
    expect(dialog.textContent).toContain('Aisha Rahman and their history will be removed.');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // The screen closes it when the change has been made (and keeps it open to show a failure).
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('offers its own way out, which closes without confirming', () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        onConfirm={onConfirm}
        {...question}
        cancelLabel="Keep customer"
      />,
    );
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Keep customer' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('takes no second press while the change is being made', () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog open onOpenChange={() => {}} onConfirm={onConfirm} {...question} busy />);
    const confirm = screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
