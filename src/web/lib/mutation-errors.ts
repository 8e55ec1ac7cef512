import { toast } from '../components/ui/use-toast.ts';
import { isUnauthorizedError } from './api.ts';
import { saveDrafts } from './form-draft.ts';
import { signInHref } from './sign-in-link.ts';

export const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * An unauthorized mutation toasts, then goes to sign-in after 500 ms; anything else toasts `message`.
 * Sign-in brings the dealer back to this screen (`next=`), where the open forms find what was typed.
 */
export function reportMutationError(error: unknown, message: string, title = 'Error') {
  if (isUnauthorizedError(error)) {
    toast({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    saveDrafts();
    setTimeout(() => window.location.assign(signInHref()), UNAUTHORIZED_REDIRECT_MS);
    return;
  }
  toast({ title, description: message, variant: 'destructive' });
}
