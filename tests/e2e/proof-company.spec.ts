/**
 * Issue 37, the proof a buyer checks before writing: the footer names the
 * company as a UK limited company must (number, VAT, registered office), each
 * certificate badge opens its PDF, a certificate leaves a stored page at its
 * expiry with no edit and no rebuild, and the organisation's structured data
 * carries the company's identifiers, checked against schema.org's vocabulary.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { localLakeClient } from '../../content-lake/local-client.ts';
import { documentsOf } from './support/content.ts';
import { jsonLdOf, structuredDataIssues } from './support/schema-org.ts';
import { LIVE, LIVE_TOKENS, MAIN } from './support/servers.ts';

const settings = documentsOf('siteSettings')[0] as unknown as { legalName: string; companyNumber: string; vatNumber: string };
const vatDigits = settings.vatNumber.replace(/\D/g, '');

test('the footer says who the company is: registered name, company number, VAT number and registered office', async ({ page }) => {
  await page.goto(`${MAIN.url}/`);
  const footer = page.locator('footer');
  await expect(footer).toContainText(`${settings.legalName}, registered in England and Wales, company number ${settings.companyNumber}.`);
  // As HMRC prints it: GB 123 4567 89.
  await expect(footer).toContainText(`VAT GB ${vatDigits.slice(0, 3)} ${vatDigits.slice(3, 7)} ${vatDigits.slice(7)}.`);
  await expect(footer).toContainText('Registered office: Ashcombe House, 7 Kingsmead Park, Hertford Road, Ware SG12 9XA.');
});

test('a certificate badge in the footer opens the certificate, a PDF', async ({ page, request }) => {
  await page.goto(`${MAIN.url}/about`);
  const badge = page.locator('footer').getByRole('link', { name: /ISO\s9001:2015 .*certified by Chiltern Quality Assurance.*PDF/ });
  await expect(badge).toBeVisible();
  const href = await badge.getAttribute('href');
  expect(href).toMatch(/^\/files\/[^/]+\/[^/]+\/[0-9a-f]{40}\.pdf$/);
  const answer = await request.get(`${MAIN.url}${href}`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect((await answer.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The about page lists the same certificate with its number and scope.
  await expect(page.getByRole('heading', { name: 'Our certificates' })).toBeVisible();
  await expect(page.locator('.certificate-card').filter({ hasText: 'CQA-QMS-04871' })).toContainText('Valid until');
});

test('the quality policy shows the certificates it names', async ({ page }) => {
  await page.goto(`${MAIN.url}/quality-policy`);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: /ISO\s9001:2015/ })).toBeVisible();
  await expect(main.getByRole('heading', { name: /ISO\s22716:2007/ })).toBeVisible();
  await expect(main.getByRole('link', { name: /View the certificate \(PDF\): ISO\s22716:2007/ })).toHaveAttribute('href', /\.pdf$/);
});

test("the organisation's structured data carries its registered identifiers, valid against schema.org", async ({ request }) => {
  const html = await (await request.get(`${MAIN.url}/`)).text();
  const organisation = jsonLdOf(html).find((item) => item['@type'] === 'Organization');
  expect(organisation, 'an Organization on the home page').toBeTruthy();
  expect(await structuredDataIssues([organisation!]), 'no error or warning from the validator').toEqual([]);
  expect(organisation).toMatchObject({
    legalName: settings.legalName,
    vatID: `GB${vatDigits}`,
    identifier: { '@type': 'PropertyValue', value: settings.companyNumber },
    address: { '@type': 'PostalAddress', postalCode: 'SG12 9XA', addressCountry: 'GB' },
  });
});

test.describe('against the LIVE server (its own lake and page store)', () => {
  test.use({ baseURL: LIVE.url });
  const writer = localLakeClient(`http://127.0.0.1:${LIVE.lakePort}`, LIVE_TOKENS.write);

  test('a certificate leaves the stored pages at its expiry, with no edit and no rebuild', async ({ request }) => {
    test.setTimeout(30_000);
    const standard = `ISO 14001:2015 e2e ${randomUUID().slice(0, 8)}`;
    const id = `certificate-e2e-${randomUUID().slice(0, 8)}`;
    const existing = (await writer.getDocument('certificate-iso-9001')) as { file: unknown };
    await writer.create({
      _id: id,
      _type: 'certificate',
      standard,
      issuer: 'Chiltern Quality Assurance',
      certificateNumber: 'CQA-EMS-00001',
      scope: 'A test certificate that lapses a few seconds from now.',
      validFrom: '2025-01-01',
      validUntil: new Date(Date.now() + 5_000).toISOString(),
      file: existing.file,
      displayOrder: 1,
    });
    const shows = async (path: string) => (await (await request.get(path)).text()).includes(standard);
    try {
      // Published: the stored pages render again (live events) and show it, in the footer and on the about page.
      await expect.poll(() => shows('/about'), { timeout: 5_000, intervals: [100] }).toBe(true);
      await expect.poll(() => shows('/'), { timeout: 5_000, intervals: [100] }).toBe(true);
      // Nothing tells the site it lapsed: the pages render again at that moment because they noted it.
      await expect.poll(() => shows('/about'), { timeout: 12_000, intervals: [250] }).toBe(false);
      await expect.poll(() => shows('/'), { timeout: 3_000, intervals: [100], message: 'the home page footer too' }).toBe(false);
      expect((await (await request.get('/about')).text()).includes('ISO\u00a09001:2015'), 'the current ones stay').toBe(true);
    } finally {
      await writer.delete(id);
    }
  });
});
