// @vitest-environment happy-dom
// The first signer's "All done": who is still to sign reads as a sentence ("A and B"), and the dealership's
// countersignature is named as the dealership (the server sends it so), never as a member of staff.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { DoneScreen } from './done-screen.tsx';

afterEach(cleanup);

const done = (waitingFor?: string[]) =>
  render(
    <DoneScreen
      customerName="Aisha Rahman"
      dealerName="Northgate Motors"
      handover={false}
      waitingFor={waitingFor}
      onClose={() => {}}
    />,
  );

it('lists who is still to sign with "and"', () => {
  done(['Sarah Whitfield', 'the dealership']);
  screen.getByText(
    'Thank you, Aisha. Your copies follow once Sarah Whitfield and the dealership have signed.',
  );
});

it('names one person alone, and three as a sentence would', () => {
  done(['Ben Okafor']);
  screen.getByText(/once Ben Okafor has signed\.$/);
  cleanup();
  done(['Ben Okafor', 'Cara Dunn', 'the dealership']);
  screen.getByText(/once Ben Okafor, Cara Dunn and the dealership have signed\.$/);
});

it('says the copies are on their way when nobody is left', () => {
  done();
  expect(screen.getByText(/Your copies are on their way\./)).toBeTruthy();
});
