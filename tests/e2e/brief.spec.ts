/**
 * Issue 35, "From estimate to brief": the brief asks what the buyer wants
 * first and then only what matters for it; "Start Your Project" starts it at
 * once; a calculator's estimate travels into it as data (computed again by the
 * server from its address) and is stored on the enquiry as fields; samples go
 * the same way. With and without JavaScript.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { localLakeClient } from '../../content-lake/local-client.ts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { acceptCookiesUpFront, gotoHydrated } from './support/browser.ts';
import { ageFormTokens } from './support/form-token.ts';
import { LAKE_TOKENS, MAIN } from './support/servers.ts';

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page);
  // Each brief is sent as if filled in at a person's pace (support/form-token.ts).
  await ageFormTokens(page);
});

const lake = localLakeClient(`http://127.0.0.1:${MAIN.lakePort}`, LAKE_TOKENS.read);

interface StoredBrief {
  enquiryType: string;
  reference: string;
  status: string;
  attachments?: { name: string; type: string; size: number; url: string }[];
  quantityPerSku?: number;
  samples?: string[];
  sampleRanges?: string[];
  deliveryAddress?: string;
  estimates?: { calculator: string; address: string; summary: string; figures: { name: string; value: number }[] }[];
}
const storedWith = (marker: string) =>
  lake.fetch<StoredBrief[]>(
    '*[_type == "enquiry" && (message match $marker || deliveryAddress match $marker)]{enquiryType, reference, status, quantityPerSku, samples, sampleRanges, deliveryAddress, estimates, attachments}',
    { marker },
  );

async function contactDetails(page: Page) {
  await page.getByLabel('Name').fill('Iris Vale');
  await page.getByLabel('Company or brand').fill('Maison Iris');
  await page.getByLabel('E-mail').fill('iris@example.com');
  await page.getByLabel(/I agree/).check();
}

async function withoutScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: MAIN.url });
  await ageFormTokens(context);
  return { context, page: await context.newPage() };
}

for (const javaScript of [true, false]) {
  test(`"Start Your Project" opens the brief's first question; a choice asks only its questions (${javaScript ? 'with' : 'without'} JavaScript)`, async ({
    browser,
    page: scripted,
  }) => {
    const { page, close } = javaScript
      ? { page: scripted, close: async () => undefined }
      : await withoutScript(browser).then(({ context, page }) => ({ page, close: () => context.close() }));
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Your Project' }).first().click();
    await expect(page).toHaveURL(/\/launch-my-fragrance$/);
    const first = page.getByRole('region', { name: 'What would you like us to make?' });
    await expect(first).toBeVisible();
    // On the first screen, where the buyer starts at once.
    expect((await first.getByRole('link').last().boundingBox())!.y).toBeLessThan(page.viewportSize()!.height);
    await first.getByRole('link', { name: /^Private label/ }).click();
    await expect(page).toHaveURL(/\/contact\?kind=private-label$/);
    await expect(page.getByRole('radio', { name: /^Private label/ })).toBeChecked();
    await expect(page.getByLabel('Units per scent or SKU')).toBeVisible();
    await expect(page.getByRole('group', { name: /Where will it be sold/ })).toBeVisible();
    await expect(page.getByLabel('Delivery address')).toBeHidden();
    // Another choice, other questions: samples ask for an address, not quantities.
    await page.getByRole('radio', { name: /^Samples/ }).check();
    await expect(page.getByLabel('Delivery address')).toBeVisible();
    await expect(page.getByLabel('Units per scent or SKU')).toBeHidden();
    await close();
  });
}

for (const javaScript of [true, false]) {
  test(`every kind of brief, from "Start Your Project" to the thank-you page (${javaScript ? 'with' : 'without'} JavaScript)`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled: javaScript, baseURL: MAIN.url });
    await ageFormTokens(context);
    const kinds = [
      'A new fragrance',
      'Private label',
      'Filling and assembly',
      'Packaging and components',
      'Glass',
      'Samples',
      'Something else',
    ];
    // Each kind in a tab of its own.
    async function sendBrief(kind: string) {
      const page = await context.newPage();
      const marker = `kind${Date.now()}${kinds.indexOf(kind)}`;
      // Each step once the page before it is there: seven tabs at once keep the machine busy.
      if (javaScript) await gotoHydrated(page, '/');
      else await page.goto('/');
      await page.getByRole('link', { name: 'Start Your Project' }).first().click();
      await expect(page).toHaveURL(/\/launch-my-fragrance$/, { timeout: 15_000 });
      await page.getByRole('region', { name: 'What would you like us to make?' }).getByRole('link', { name: kind, exact: true }).click();
      await expect(page).toHaveURL(/\/contact\?kind=/, { timeout: 15_000 });
      // The address changes as the page starts to arrive: its form may take as long again on a busy machine.
      await expect(page.getByRole('radio', { name: new RegExp(`^${kind}`) })).toBeChecked({ timeout: 15_000 });
      if (kind === 'Samples') {
        await page.getByRole('checkbox', { name: 'The private-label discovery set' }).check();
        await page.getByLabel('Delivery address').fill(`1 Mill Lane, Leeds (${marker})`);
      } else {
        await page.getByLabel('Your project').fill(`What we would like to make, reference ${marker}.`);
      }
      await contactDetails(page);
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page.getByRole('heading', { level: 1 }), kind).toHaveText('Thank you, we have your enquiry');
      await expect(page.getByRole('region', { name: 'What you sent us' })).toContainText(kind);
      // The reading fits what was asked: a private-label buyer is not told that a launch takes six to nine months.
      const reading = page.getByRole('region', { name: 'While you wait' });
      if (kind === 'Private label') await expect(reading).not.toContainText('How long does it take to launch a fragrance?');
      if (kind === 'Glass') await expect(reading).toContainText('Bespoke or stock glass');
      expect(
        (await storedWith(marker)).map((brief) => brief.enquiryType),
        kind,
      ).toHaveLength(1);
    }
    // One after another: seven at once kept a two-core machine too busy for a click to navigate within 15 s.
    for (const kind of kinds) await sendBrief(kind);
    await context.close();
  });
}

test('a cost estimate travels into the brief and is stored on the enquiry as fields', async ({ page }) => {
  const marker = `estimate${Date.now()}`;
  await gotoHydrated(page, '/tools/cost-calculator?size=50&quantity=3000&concentration=18');
  await page.getByRole('link', { name: 'Discuss this with us' }).click();
  await expect(page).toHaveURL(/\/contact\?estimate=/);
  const card = page.getByRole('group', { name: 'Your estimates' });
  await expect(card).toContainText('Cost Calculator');
  await expect(card).toContainText('3,000 × 50 ml');
  await expect(card.getByRole('checkbox', { name: 'Send with this brief' })).toBeChecked();
  await page.getByRole('radio', { name: /^Private label/ }).check();
  await page.getByLabel('Units per scent or SKU').fill('3000');
  await page.getByLabel('Your project').fill(`A 50 ml eau de parfum in three scents, reference ${marker}.`);
  await contactDetails(page);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, we have your enquiry');

  const [stored] = await storedWith(marker);
  expect(stored?.quantityPerSku).toBe(3000);
  expect(stored?.estimates).toHaveLength(1);
  const estimate = stored!.estimates![0]!;
  expect(estimate.calculator).toBe('cost');
  expect(estimate.address).toMatch(/^\/tools\/cost-calculator\?size=50&quantity=3000&concentration=18&/);
  const figure = (name: string) => estimate.figures.find((item) => item.name === name)?.value ?? NaN;
  expect(figure('quantity')).toBe(3000);
  // The total the server computed adds up: the liquids and parts, and the set-up once.
  expect(figure('totalPence')).toBe(figure('subtotalPence') + figure('setupPence'));
  expect(figure('allInUnitPence')).toBe(Math.round(figure('totalPence') / 3000));
  // Its address reopens the same estimate.
  await page.goto(estimate.address);
  await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3000');
});

test('estimates from two calculators gather on one brief, and are forgotten once it is sent', async ({ page }) => {
  const marker = `gathered${Date.now()}`;
  await gotoHydrated(page, '/tools/cost-calculator?size=50&quantity=3000&concentration=18');
  await page.getByRole('link', { name: 'Discuss this with us' }).click();
  const cards = page.getByRole('group', { name: 'Your estimates' });
  await expect(cards).toContainText('Cost Calculator');
  await expect(cards.getByRole('link', { name: 'Add an estimate from another calculator' })).toHaveAttribute('href', '/tools');
  await gotoHydrated(page, '/tools/freight-calculator');
  await page.getByRole('link', { name: 'Discuss this with us' }).click();
  await expect(cards).toContainText('Cost Calculator');
  await expect(cards).toContainText('Freight Calculator');
  await page.getByRole('radio', { name: /^Private label/ }).check();
  await page.getByLabel('Your project').fill(`Three scents, delivered to Dubai, reference ${marker}.`);
  await contactDetails(page);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, we have your enquiry');
  const [stored] = await storedWith(marker);
  expect(stored?.estimates?.map((estimate) => estimate.calculator)).toEqual(['cost', 'freight']);
  // Sent: the next brief starts empty.
  await gotoHydrated(page, '/contact');
  await expect(page.getByRole('group', { name: 'Your estimates' })).toHaveCount(0);
});

test('an estimate that cannot be read again is said so, and a tampered one is refused with everything typed kept', async ({ browser }) => {
  const { context, page } = await withoutScript(browser);
  await page.goto(`/contact?estimate=${encodeURIComponent('/tools/cost-calculator?quantity=-5')}`);
  await expect(page.getByText(/An estimate in this link could not be read again/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Your estimates' })).toHaveCount(0);

  // A real card whose address is changed in the page before sending.
  await page.goto(`/contact?estimate=${encodeURIComponent('/tools/cost-calculator?quantity=3000')}`);
  await page
    .getByRole('checkbox', { name: 'Send with this brief' })
    .evaluate((input: HTMLInputElement) => (input.value = '/tools/cost-calculator?quantity=abc'));
  await page.getByRole('radio', { name: /^Glass/ }).check();
  await page.getByLabel('Your project').fill('Two stock bottles in flint glass, 50 ml, for a trial.');
  await contactDetails(page);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByText(/An estimate could not be read again/)).toBeVisible();
  await expect(page.getByLabel('Your project')).toHaveValue('Two stock bottles in flint glass, 50 ml, for a trial.');
  await expect(page.getByRole('radio', { name: /^Glass/ })).toBeChecked();
  await expect(page.getByLabel('Name')).toHaveValue('Iris Vale');
  await context.close();
});

test('a sample request without JavaScript: the samples and the address, stored and thanked', async ({ browser }) => {
  const marker = `samples${Date.now()}`;
  const { context, page } = await withoutScript(browser);
  await page.goto('/contact?kind=samples');
  await page.getByRole('checkbox', { name: 'The private-label discovery set' }).check();
  await page.getByRole('checkbox', { name: /^Stock bottles/ }).check();
  // The glass page's ranges, each with its sizes.
  await expect(page.getByRole('group', { name: /which ranges/ })).toContainText('30 ml, 50 ml, 100 ml');
  await page.getByRole('checkbox', { name: /^Albury/ }).check();
  await page.getByRole('checkbox', { name: /^Roydon/ }).check();
  await page.getByLabel('Delivery address').fill(`Maison Iris, 1 Mill Lane, Leeds LS1 1AA (${marker})`);
  await contactDetails(page);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page).toHaveURL(/\/contact\/thank-you\?sent=/);
  await expect(page.getByRole('region', { name: 'What you sent us' })).toContainText('The private-label discovery set');
  await expect(page.getByRole('region', { name: 'What you sent us' })).toContainText('Albury, Roydon');
  expect(await storedWith(marker)).toEqual([
    {
      enquiryType: 'samples',
      reference: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/),
      status: 'new',
      // A sample request asks no quantities, and carries no estimate and no file.
      quantityPerSku: null,
      estimates: null,
      attachments: null,
      samples: ['discovery-set', 'stock-bottles'],
      sampleRanges: ['Albury', 'Roydon'],
      deliveryAddress: `Maison Iris, 1 Mill Lane, Leeds LS1 1AA (${marker})`,
    },
  ]);
  await context.close();
});

test('a brief with two files: stored with it, each downloadable by the team from its signed address, byte for byte', async ({
  page,
  request,
}) => {
  const marker = `files${Date.now()}`;
  // A specification of some 200 KB: a brief sent by the page's script (to /contact.data) takes files as /contact does.
  const pdf = Buffer.from(`%PDF-1.7\n% ${marker}\n% ${'x'.repeat(200_000)}\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`);
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 180, b: 150 } } })
    .png()
    .toBuffer();
  await gotoHydrated(page, '/contact?kind=glass');
  await page.getByLabel('Files').setInputFiles([
    { name: 'specification.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'mood board.png', mimeType: 'image/png', buffer: png },
  ]);
  await page.getByLabel('Your project').fill(`Flint glass, 50 ml, with the artwork attached, reference ${marker}.`);
  await contactDetails(page);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, we have your enquiry');

  const [stored] = await storedWith(marker);
  // The thank-you page names the files, and gives the reference the team sees on the brief, which arrives as New.
  const sent = page.getByRole('region', { name: 'What you sent us' });
  await expect(sent.getByRole('listitem')).toHaveText([/^specification\.pdf \(195 KB\)$/, /^mood board\.png \(1 KB\)$/]);
  expect(stored?.reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  await expect(page.getByText('Your reference:')).toHaveText(`Your reference: ${stored?.reference}`);
  expect(stored?.status).toBe('new');
  // This site sends no e-mail: the page says no copy comes.
  await expect(page.getByText(/^No copy comes by e-mail/)).toBeVisible();
  expect(stored?.attachments?.map(({ name, type, size }) => ({ name, type, size }))).toEqual([
    { name: 'specification.pdf', type: 'application/pdf', size: pdf.length },
    { name: 'mood board.png', type: 'image/png', size: png.length },
  ]);
  for (const [index, sent] of [pdf, png].entries()) {
    const address = new URL(stored!.attachments![index]!.url);
    const download = await request.get(`${MAIN.url}${address.pathname}${address.search}`);
    expect(download.status()).toBe(200);
    expect(Buffer.from(await download.body()).equals(sent)).toBe(true);
    expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="brief-[a-f0-9]{12}\.(pdf|png)"$/);
    expect(download.headers()['content-security-policy']).toContain('sandbox');
    expect(download.headers()['cache-control']).toBe('private, no-store');
    // Without its signature, or with another file's, the address is a plain 404.
    expect((await request.get(`${MAIN.url}${address.pathname}`)).status()).toBe(404);
    expect((await request.get(`${MAIN.url}${address.pathname}?sig=${'A'.repeat(43)}`)).status()).toBe(404);
  }
});

test('npm run enquiries -- erase, on the embedded lake: the brief, its file, its signed address and its past versions go', async ({
  page,
  request,
}) => {
  const marker = `erase${Date.now()}`;
  const email = `${marker}@example.com`;
  const pdf = Buffer.from(`%PDF-1.7\n% ${marker}\n%%EOF\n`);
  await gotoHydrated(page, '/contact?kind=glass');
  await page.getByLabel('Files').setInputFiles([{ name: 'brief.pdf', mimeType: 'application/pdf', buffer: pdf }]);
  await page.getByLabel('Your project').fill(`Flint glass, 30 ml, reference ${marker}.`);
  await contactDetails(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, we have your enquiry');
  const [stored] = await lake.fetch<{ _id: string; attachments: { url: string }[] }[]>('*[_type == "enquiry" && email == $email]', {
    email,
  });
  const file = new URL(stored!.attachments[0]!.url);
  expect((await request.get(`${file.pathname}${file.search}`)).status()).toBe(200);

  const run = promisify(execFile);
  const { stdout } = await run(process.execPath, ['scripts/enquiries.ts', 'erase', email], {
    env: { ...process.env, LAKE_PORT: String(MAIN.lakePort), LAKE_WRITE_TOKEN: LAKE_TOKENS.write, SANITY_PROJECT_ID: '' },
  });
  expect(stdout).toContain(`1 enquiry from ${email} erased`);
  expect(await lake.fetch('count(*[_type == "enquiry" && email == $email])', { email })).toBe(0);
  expect((await request.get(`${file.pathname}${file.search}`)).status(), 'the signed address of its file').toBe(404);
  const history = await lake.request<string | undefined>({
    uri: `/data/history/production/transactions/${stored!._id}?effectFormat=mendoza`,
    json: false,
  });
  expect(history ?? '', 'its past versions').not.toContain(marker);
});

test('a file that is not what its name says is refused in one line, with everything else kept (without JavaScript)', async ({
  browser,
}) => {
  const { context, page } = await withoutScript(browser);
  await page.goto('/contact?kind=packaging');
  await page
    .getByLabel('Files')
    .setInputFiles([{ name: 'artwork.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') }]);
  await page.getByLabel('Your project').fill('Caps and pumps for a 50 ml bottle, artwork attached.');
  await contactDetails(page);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByLabel('Files')).toHaveAccessibleDescription(/artwork\.pdf is not a file we can open/);
  await expect(page.getByText('Your files were not kept with the form: please choose them again.')).toBeVisible();
  await expect(page.getByLabel('Your project')).toHaveValue('Caps and pumps for a 50 ml bottle, artwork attached.');
  await expect(page.getByRole('radio', { name: /^Packaging and components/ })).toBeChecked();
  await expect(page.getByLabel('Files')).toBeFocused();
  await context.close();
});

// Issue 52: "Request a discovery set" opened an empty brief.
test('"Request a discovery set" opens the brief asking for samples, the set chosen; any other sample asked by name is ignored', async ({
  page,
}) => {
  await gotoHydrated(page, '/private-label-fragrance');
  await page.getByRole('link', { name: 'Request a discovery set' }).click();
  await expect(page).toHaveURL(/\/contact\?kind=samples&sample=discovery-set$/);
  await expect(page.getByRole('radio', { name: /^Samples/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'The private-label discovery set' })).toBeChecked();
  await expect(page.getByLabel('Delivery address')).toBeVisible();
  await page.goto('/contact?kind=samples&sample=%3Cscript%3E');
  await expect(page.getByRole('radio', { name: /^Samples/ })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Which samples would you like?' }).getByRole('checkbox', { checked: true })).toHaveCount(0);
});

// Issue 52: nothing at the top said the estimate came along, and the kind was not chosen.
test('a brief opened from an estimate says so at the top and has the kind chosen', async ({ page }) => {
  await gotoHydrated(page, '/tools/cost-calculator?size=50&quantity=3000&concentration=18');
  await page.getByRole('link', { name: 'Discuss this with us' }).click();
  await expect(page).toHaveURL(/\/contact\?estimate=/);
  const notice = page.getByRole('status').filter({ hasText: 'came with you' });
  await expect(notice).toContainText('Your estimate from the Cost Calculator came with you');
  // Above the form's first question, where the buyer starts.
  const question = page.getByRole('group', { name: 'What would you like us to make?' });
  expect((await notice.boundingBox())!.y).toBeLessThan((await question.boundingBox())!.y);
  await expect(page.getByRole('radio', { name: /^Private label/ })).toBeChecked();
  await notice.getByRole('link', { name: 'see it below' }).click();
  await expect(page.getByRole('group', { name: 'Your estimates' })).toBeInViewport();
});
