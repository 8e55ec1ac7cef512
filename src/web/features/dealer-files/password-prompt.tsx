import { useState } from 'react';
import { filePasswordSchema } from '../../../shared/dealer/dealer-files.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';

/** Opening a protected file asks for its password; submit needs a non-empty trimmed one. */
export function PasswordPrompt(props: {
  fileName: string | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setPassword('');
    setError(undefined);
    props.onCancel();
  };
  return (
    <Dialog
      open={props.fileName !== null}
      onOpenChange={(open) => !open && close()}
      title="Password required"
      description={`"${props.fileName ?? ''}" is password protected. Enter its password to open it.`}
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = filePasswordSchema.safeParse({ password });
          if (!parsed.success) return setError(parsed.error.issues[0]?.message);
          setError(undefined);
          props.onSubmit(password);
          setPassword('');
        }}
      >
        <FormField
          label="File password"
          type="password"
          autoComplete="off"
          autoFocus
          value={password}
          error={error}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={props.busy || password.trim() === ''}>
            {props.busy ? 'Opening…' : 'Open file'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
