// @vitest-environment happy-dom
// The first signer's "All done": who is still to sign reads as a sentence ("A and B"), and the dealership's
// countersignature is named as the dealership (the server sends it so), never as a member of staff.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import en from '../../../shared/i18n/messages/en.json' with { type: 'json' };
import { DoneScreen } from './done-screen.tsx';
import { setPageMessages } from './i18n.tsx';

// The page's English as the server would send it (here unparsed: the tests run with the ICU parser).
beforeAll(() => setPageMessages({ language: 'en', messages: en }));
afterEach(cleanup);

/** The sentence as read: names sit in their own <bdi> inside it, so it is matched by the paragraph's text. */
const sentence = (match: RegExp | string) =>
  screen.getByText((_, element) => {
    const text = element?.tagName === 'P' ? element.textContent : null;
    return text !== null && (typeof match === 'string' ? text === match : match.test(text));
  });

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
  sentence('Thank you, Aisha. Your copies follow once Sarah Whitfield and the dealership have signed.');
});

it('names one person alone, and three as a sentence would', () => {
  done(['Ben Okafor']);
  sentence(/once Ben Okafor has signed\.$/);
  cleanup();
  done(['Ben Okafor', 'Cara Dunn', 'the dealership']);
  sentence(/once Ben Okafor, Cara Dunn and the dealership have signed\.$/);
});

it('says the copies are on their way when nobody is left', () => {
  done();
  expect(sentence(/Your copies are on their way\./)).toBeTruthy();
});
