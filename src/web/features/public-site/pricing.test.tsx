// @vitest-environment happy-dom
// The public pricing page prints the plan table the server enforces (shared/dealer/plan-table.ts): a price or a
// limit changed there shows on the page, and nothing on the page can promise another figure.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { PLAN_IDS, PLANS } from '../../../shared/dealer/plan-table.ts';
import { PricingSection } from './landing-sections.tsx';

afterEach(cleanup);

it('shows each plan with the price and limits of the one plan table', () => {
  render(<PricingSection />);
  const cards = within(screen.getByRole('region', { name: 'Pricing' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.closest('li')!);
  expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(
    PLAN_IDS.map((id) => PLANS[id].name),
  );
  for (const [i, id] of PLAN_IDS.entries()) {
    const plan = PLANS[id];
    const card = within(cards[i]!);
    card.getByText(`£${plan.pricePerMonthGbp}`);
    card.getByText(
      plan.documentsPerMonth === null
        ? 'Unlimited documents'
        : `Up to ${plan.documentsPerMonth} documents a month`,
    );
    card.getByText(
      plan.textsPerMonth === null
        ? 'Unlimited text messages'
        : `Up to ${plan.textsPerMonth} text messages a month`,
    );
    card.getByText(plan.staffUsers === null ? 'Unlimited staff users' : `${plan.staffUsers} staff users`);
  }
});

it('holds no price or limit of its own: the site copy writes none out', () => {
  const copy = readFileSync(path.join(import.meta.dirname, 'site-content.ts'), 'utf8');
  expect(copy).not.toMatch(/pricePerMonth\w*:\s*\d|£\d|Up to \d/);
});
