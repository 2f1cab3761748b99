/**
 * The brief refuses a form sent sooner than a person could fill it in
 * (ENQUIRY_MIN_FILL_MS after its token was issued). Tests meet that rule
 * without waiting: every test server signs with FORM_SECRET (playwright.config.ts),
 * and a test hands the site a token signed with an earlier time, as a visitor
 * who took their time would have. The key (the form's idempotency) is kept.
 */
import { createHash, createHmac } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { ENQUIRY_MIN_FILL_MS } from '../../../app/constants.ts';

/** The test servers' FORM_SECRET. */
export const FORM_SECRET = 'e2e-form-secret-3f9b1c7d5e2a4680b1c3d5e7f9a2b4c6';

/** A form token as the site writes it: `issued.key.signature`. */
const tokenPattern = /\b(\d{13})\.([\w-]{22})\.([\w-]{43})\b/g;

const signature = (issued: number, key: string, secret: string) =>
  createHmac('sha256', secret).update(`enquiry:${issued}:${key}`).digest('base64url');

const inlineScripts = (html: string) => [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].map(([, body = '']) => body);
const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The same form's token, issued long enough ago to be sent at once. */
export function agedToken(token: string, secret = FORM_SECRET): string {
  return token.replace(tokenPattern, (_whole, issuedText: string, key: string) => {
    const issued = Number(issuedText) - ENQUIRY_MIN_FILL_MS - 1000;
    return `${issued}.${key}.${signature(issued, key, secret)}`;
  });
}

/**
 * From now on, every form this page (or every page of this context) is given (the brief's page, its data for a
 * navigation, an answer that shows the form again) carries an aged token, so it may be sent at once.
 */
export async function ageFormTokens(target: Page | BrowserContext, secret = FORM_SECRET): Promise<void> {
  await target.route(/\/contact(\.data)?(\?|$)/, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const type = response.headers()['content-type'] ?? '';
    if (!/text\/html|text\/x-script/.test(type)) return route.fulfill({ response });
    // The body is given decoded: it goes without the encoding and length it came with.
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/.test(name)));
    const body = await response.text();
    const aged = agedToken(body, secret);
    // The token is in the page's hydration data too, an inline script its policy allows by hash: the new hash for the old.
    const policy = headers['content-security-policy'];
    if (policy) {
      const before = inlineScripts(body);
      const after = inlineScripts(aged);
      headers['content-security-policy'] = before.reduce(
        (text, script, index) => (script === after[index] ? text : text.replace(sha256Source(script), sha256Source(after[index]!))),
        policy,
      );
    }
    await route.fulfill({ response, headers, body: aged });
  });
}
