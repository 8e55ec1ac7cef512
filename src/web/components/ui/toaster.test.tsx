// @vitest-environment happy-dom
// What a screen reader hears of a toast: the signing page gives its words in the customer's language (its
// Close button, the region's name), the dealer app keeps English.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import pl from '../../../shared/i18n/messages/pl.json' with { type: 'json' };
import { Toaster } from './toaster.tsx';
import { dismissToast, toast } from './use-toast.ts';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

describe('Toaster', () => {
  it('names its Close button and region in the words it is given', () => {
    render(
      <Toaster
        words={{
          close: pl['sign.toast.close'],
          label: pl['sign.toast.label'],
          region: pl['sign.toast.region'],
        }}
      />,
    );
    act(() => {
      toast({ title: pl['sign.toast.saveFailed'] });
    });
    expect(screen.getByRole('button', { name: 'Zamknij' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Powiadomienia (F8)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('speaks English without them', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
  });
});
