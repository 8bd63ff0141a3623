import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { CONSOLE_LOCALE_COOKIE } from '../lib/i18n/locales';

export const ADMIN = { username: 'admin', password: 'e2e-admin-password' };

/**
 * Types into a console date field as a user does: its sections (day, month, year, then hour and minute) take the digits
 * of `shown` ('24/11/2026' or '24/11/2026 10:00') in turn; '' clears it. `field` is the field's group, found by label.
 */
export async function typeDate(field: Locator, shown: string) {
  const page = field.page();
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  if (shown) await page.keyboard.type(shown.replace(/\D/g, ''));
}

export async function signIn(page: Page, username: string, password: string, expectUrl: RegExp = /\/console/) {
  await page.goto('/auth/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByRole('button', { name: /^(sign in|đăng nhập)$/i }).click();
  await expect(page).toHaveURL(expectUrl);
}

/**
 * Signs in as the login form does, through the same endpoint (its session cookie, and the language cookie the form sets
 * from the user's locale), without loading the login page or the console's home: for tests whose subject is elsewhere.
 * The form costs two page loads (the login page, then the console's home), each 1.2-2.7 s of Chromium's CPU on a slow
 * machine (README, "How long it takes").
 * The page stays where it is; the caller goes on with page.goto.
 */
export async function signInByApi(page: Page, username: string, password: string) {
  const res = await page.request.post('/api/v1/auth/login', { data: { username, password } });
  expect(res.status()).toBe(200);
  const { user } = (await res.json()).res_data as { user: { locale: string } };
  await page.context().addCookies([{ name: CONSOLE_LOCALE_COOKIE, value: user.locale, url: new URL(res.url()).origin }]);
}

/** Creates a user through the API as the admin. */
export async function createUser(request: APIRequestContext, roles: string[]) {
  const login = await request.post('/api/v1/auth/login', { data: ADMIN });
  const token = (await login.json()).res_data.access_token as string;
  const username = `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const password = 'E2e-passw0rd!';
  const res = await request.post('/api/v1/auth/add', {
    data: { username, password, fullname: `E2E ${roles.join(' ')}`, roles },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(201);
  return { username, password };
}

/** Waits for finite animations (a menu or tooltip fading in or out) to end: axe reads colours half-way through a fade
 * as failures. Endless ones (spinners) are left alone. */
export async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations()
    .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), null, { timeout: 5000 });
}

/**
 * Serious or critical WCAG 2.1 AA findings on the page as it is now, one line each. After a client navigation Next
 * sets the new page's <title> when its metadata arrives, which can be a moment after the content (axe once found the
 * order page untitled in CI): the check waits up to 5 s for a title, and a page that never gets one is still reported.
 */
export async function serious(page: Page) {
  // Legacy mode runs axe.run in the page itself. The default runs axe in each frame and then finishes in a new blank
  // page, which Chromium has to start for every scan: 2.2 s a scan against 1.0 here (measured on the gateway's screens).
  // Legacy mode does not scan cross-origin frames, and no page of ours has one.
  await settled(page);
  await page.waitForFunction(() => document.title.trim() !== '', null, { timeout: 5000 }).catch(() => undefined);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode().analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

/**
 * serious() in the light scheme and in the dark one, on one load of the page, each finding named with its scheme. The
 * storefront follows the system's scheme, switched here as a shopper's system switches it (`system`); the console
 * follows its top bar's toggle (`toggle`), so each console page is scanned in the scheme it opened in, then the other.
 * One load for both schemes halves the page loads of a light-and-dark check.
 */
export async function seriousLightAndDark(page: Page, by: 'system' | 'toggle') {
  const found: string[] = [];
  const scheme = () => page.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'));
  for (const step of [0, 1]) {
    const want = step === 0 ? 'light' : 'dark';
    if (by === 'system') {
      // The storefront's colours follow the media query in CSS, which applies at once: nothing to wait for.
      await page.emulateMedia({ colorScheme: want });
    } else if (step === 1) {
      const was = await scheme();
      await page.getByTestId('dark-toggle').click();
      await expect.poll(scheme).not.toBe(was);
      // The toggle's tooltip, shown under the pointer, would be scanned half faded in: the pointer moves to the heading.
      await page.getByRole('heading', { level: 1 }).first().hover();
      await expect(page.getByRole('tooltip')).toHaveCount(0);
    }
    const name = by === 'system' ? want : await scheme();
    found.push(...(await serious(page)).map((f) => `${name}: ${f}`));
  }
  return found;
}
