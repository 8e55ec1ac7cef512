// Dealer files on a phone-sized Chromium with its fake camera and microphone: an ID photo captured, shown
// with Retake and Use Photo (retaken once) and then saved, a video ID that stops by itself at 10 s, played back (seeking) and downloaded, and a
// protected file opened with its password (downloaded, and viewed as an image in the app).
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DealerFile } from '../src/shared/dealer/dealer-files.schema.ts';
import { apiOf } from './support/api.ts';
import { registerInBrowser } from './support/dealer.ts';
import { setUpJourney } from './support/journey.ts';

const journey = setUpJourney({
  browserArgs: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
});

const toastSaying = (page: Page, title: string) =>
  page.getByText(title, { exact: true }).first().waitFor({ timeout: 60_000 });

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('dealer files with the camera', () => {
  let context: BrowserContext;
  let page: Page;

  it('captures an ID photo, previews it, retakes once and saves it, password protected', async () => {
    context = await journey.browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      acceptDownloads: true,
      permissions: ['camera', 'microphone'],
    });
    page = await context.newPage();
    await registerInBrowser(page, journey.server.url, {
      dealershipName: 'Forecourt Motors Ltd',
      firstName: 'Ava',
      lastName: 'Reed',
      email: 'ava@forecourt.test',
      password: 'a long enough password',
    });
    const api = await apiOf(context, journey.server.url);
    await api('POST', '/api/customers', {
      name: 'Owen Blake',
      email: 'owen@example.co.uk',
      phone: '07700900456',
      postcode: 'M1 1AE',
      vehicleRegistration: 'MA21 XYZ',
    });

    await page.goto(`${journey.server.url}/dealer-files`);
    await page.getByRole('heading', { name: 'File Management' }).waitFor();
    await page.getByText('No files yet').waitFor();
    await noSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/dealer-files-empty-390.png', fullPage: true });

    await page.getByRole('link', { name: 'Customer ID Capture' }).click();
    await page.getByLabel('Customer', { exact: true }).selectOption({ label: 'Owen Blake (MA21XYZ)' });
    await page.getByLabel('Document type').selectOption('passport');
    await page.getByLabel('Document password').fill('Passport-Pw-1');
    await page.getByRole('button', { name: 'Start Camera' }).click();
    await page.getByRole('button', { name: 'Capture' }).click();
    // Nothing is stored until the dealer has looked at the photo.
    await page.getByTestId('camera-preview').waitFor();
    await page.screenshot({ path: '/tmp/customer-id-preview-390.png', fullPage: true });
    await page.getByRole('button', { name: 'Retake' }).click();
    await page.getByRole('button', { name: 'Capture' }).click();
    await page.getByTestId('camera-preview').waitFor();
    const api0 = await apiOf(context, journey.server.url);
    expect(await api0<DealerFile[]>('GET', '/api/dealer-files')).toHaveLength(0);
    await page.getByRole('button', { name: 'Use Photo' }).click();
    await toastSaying(page, 'ID Document Saved');
    await page.getByTestId('captured-items').waitFor();
    await noSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/customer-id-capture-390.png', fullPage: true });

    const files = await api<DealerFile[]>('GET', '/api/dealer-files');
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ fileType: 'passport', format: 'jpeg', isPasswordProtected: true });
    expect(files[0]!.width).toBeGreaterThan(0);

    // A V5C photo is not protected: the list shows it as a thumbnail.
    await page.getByLabel('Document type').selectOption('v5');
    if (await page.getByRole('button', { name: 'Start Camera' }).isVisible())
      await page.getByRole('button', { name: 'Start Camera' }).click();
    await page.getByRole('button', { name: 'Capture' }).click();
    await page.getByRole('button', { name: 'Use Photo' }).click();
    await expect.poll(async () => (await api<DealerFile[]>('GET', '/api/dealer-files')).length).toBe(2);
  }, 240_000);

  it('records a video ID that stops by itself at 10 s, plays it back with seeking and downloads it', async () => {
    await page.goto(`${journey.server.url}/video-id-check`);
    await page.getByLabel('Customer', { exact: true }).selectOption({ label: 'Owen Blake (MA21XYZ)' });
    await page.getByLabel('Video password').fill('Video-Pw-2');
    await page.getByRole('button', { name: 'Start Camera' }).click();
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await page.getByTestId('recording-timer').waitFor();
    // Nobody presses Stop: the preview appears when the 10 s limit is reached.
    await page.getByTestId('camera-preview').waitFor({ timeout: 40_000 });
    await page.getByRole('button', { name: 'Use Video' }).click();
    await toastSaying(page, 'Video ID Captured');

    const api = await apiOf(context, journey.server.url);
    const video = (await api<DealerFile[]>('GET', '/api/dealer-files?fileType=video_id_check'))[0]!;
    expect(video).toMatchObject({ format: 'webm', isPasswordProtected: true });
    expect(video.duration).toBeGreaterThan(8);
    expect(video.duration).toBeLessThan(12);

    // Play: the password, then a streamed, seekable <video>.
    const row = page.getByTestId('dealer-file').filter({ hasText: video.fileName });
    await row.getByRole('button', { name: `Play ${video.fileName}` }).click();
    await page.getByLabel('File password').fill('wrong');
    await page.getByRole('button', { name: 'Open file' }).click();
    await toastSaying(page, 'Invalid password');
    await page.getByLabel('File password').fill('Video-Pw-2');
    await page.getByRole('button', { name: 'Open file' }).click();
    const player = page.getByTestId('file-player');
    await player.waitFor();
    const seek = await player.evaluate(async (element) => {
      const v = element as HTMLVideoElement;
      v.muted = true;
      if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }));
      v.pause();
      const seeked = new Promise((r) => v.addEventListener('seeked', r, { once: true }));
      v.currentTime = 6;
      await seeked;
      return { duration: v.duration, currentTime: v.currentTime, error: v.error?.message ?? null };
    });
    expect(seek.error).toBeNull();
    expect(seek.duration).toBeGreaterThan(8);
    expect(seek.currentTime).toBeGreaterThan(5);
    await page.screenshot({ path: '/tmp/video-id-player-390.png' });
    await page.keyboard.press('Escape');

    // Download: the password again, and the bytes are the recording.
    await row.getByRole('button', { name: `Download ${video.fileName}` }).click();
    await page.getByLabel('File password').fill('Video-Pw-2');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Open file' }).click(),
    ]);
    const saved = readFileSync((await download.path())!);
    expect(saved.length).toBe(video.fileSize);
    expect(saved.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))).toBe(true);
  }, 240_000);

  it('opens the protected ID photo with its password from File Management', async () => {
    await page.goto(`${journey.server.url}/dealer-files`);
    const row = page.getByTestId('dealer-file').filter({ hasText: 'Passport' });
    await row.first().waitFor();
    await noSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/dealer-files-list-390.png', fullPage: true });
    const name = (await row.first().locator('p').first().textContent())?.trim() ?? '';
    await row
      .first()
      .getByRole('button', { name: /^Download / })
      .click();
    // An empty (spaces only) password is not sent.
    await page.getByLabel('File password').fill('   ');
    expect(await page.getByRole('button', { name: 'Open file' }).isDisabled()).toBe(true);
    await page.getByLabel('File password').fill('Passport-Pw-1');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Open file' }).click(),
    ]);
    const saved = readFileSync((await download.path())!);
    expect(saved.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    expect(name).toContain('.jpg');

    // View: the password again, and the photo opens in the app as an image.
    await row
      .first()
      .getByRole('button', { name: /^View / })
      .click();
    await page.getByLabel('File password').fill('Passport-Pw-1');
    await page.getByRole('button', { name: 'Open file' }).click();
    const photo = page.getByTestId('file-image');
    await photo.waitFor();
    await expect
      .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await photo.getAttribute('src')).toMatch(/^blob:/);
    await page.screenshot({ path: '/tmp/dealer-files-photo-390.png' });
    await page.keyboard.press('Escape');

    const desktop = await context.newPage();
    await desktop.setViewportSize({ width: 1280, height: 800 });
    await desktop.goto(`${journey.server.url}/dealer-files`);
    await desktop.getByTestId('dealer-file').first().waitFor();
    const thumbnail = desktop.getByTestId('file-thumbnail').first();
    await expect
      .poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await desktop.screenshot({ path: '/tmp/dealer-files-1280.png', fullPage: true });
    await desktop.goto(`${journey.server.url}/video-handover`);
    await desktop.getByRole('heading', { name: 'Video Handover' }).waitFor();
    expect(await desktop.getByRole('button', { name: 'Start Camera' }).isDisabled()).toBe(true);
    await desktop.getByText('Please select a customer first').waitFor();
    await desktop.screenshot({ path: '/tmp/video-handover-1280.png', fullPage: true });

    // The Dealer Files tab of /admin shows the same list.
    await desktop.goto(`${journey.server.url}/admin`);
    await desktop.getByRole('tab', { name: 'Dealer Files' }).click();
    await desktop.getByTestId('dealer-file').first().waitFor();

    // Every screen at 360 px: no sideways scroll.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const route of [
      '/dealer-files',
      '/customer-id-capture',
      '/video-handover',
      '/video-id-check',
      '/admin',
    ]) {
      await page.goto(`${journey.server.url}${route}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await noSidewaysScroll(page);
    }
    await page.goto(`${journey.server.url}/admin`);
    await page.getByRole('tab', { name: 'Dealer Files' }).click();
    await page.getByTestId('dealer-file').first().waitFor();
    await noSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/admin-dealer-files-360.png', fullPage: true });
    await context.close();
  }, 240_000);
});
