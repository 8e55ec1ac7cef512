import type { Page } from 'playwright-core';

export type DealerDetails = {
  dealershipName: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
};

/** Fills "Create a dealer account" and lands on the dashboard. */
export async function registerInBrowser(page: Page, baseUrl: string, dealer: DealerDetails) {
  await page.goto(`${baseUrl}/api/login?mode=register`);
  await page.getByLabel('Dealership name').fill(dealer.dealershipName);
  await page.getByLabel('First name').fill(dealer.firstName);
  await page.getByLabel('Last name').fill(dealer.lastName);
  await page.getByLabel('Email').fill(dealer.email);
  await page.getByLabel(/^Password/).fill(dealer.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

/** Signs in on the sign-in page and lands on the dashboard. */
export async function signInInBrowser(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/api/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

/**
 * Opens a tab of the dashboard and waits until it is the one shown. A tap straight after the tab's would
 * otherwise meet the overview still on screen, under load for the moment the new tab replaces it: the
 * overview's own request rows answer to the same names, and the tap lands on whatever took their place.
 */
export async function openDashboardTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tab', { name, selected: true }).waitFor();
}
