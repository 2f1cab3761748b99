/**
 * The editors' pages (issue 50), the demo's Luxe Pack page and its campaign
 * page, every kind of section between them: each section shows what its editor chose, from the first paint and
 * without the page's script (links, figures, a quote, logos, questions that
 * open, the video's poster leading to the film, the gallery's larger images);
 * with the script, the video plays in place and the gallery opens its viewer.
 * axe scans the page in accessibility.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpFront, gotoHydrated } from './support/browser.ts';
import { campaignPagePath, documentsOf, editorPagePath } from './support/content.ts';

const video = documentsOf('video').find((doc) => doc._id === 'video-decorating-glass') as { title: string } | undefined;
const gallery = documentsOf('gallery').find((doc) => doc._id === 'gallery-glass-and-closures') as { title: string } | undefined;

/** Each section's region, by the name its heading gives it. */
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('without the script', () => {
  test.use({ javaScriptEnabled: false });

  test('every kind of section shows what its editor chose, from the first paint', async ({ page }) => {
    const response = await page.goto(editorPagePath);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet us at Luxe Pack Monaco');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();

    // Cards: each goes where its link says now (a service, a post, one of the site's pages), with its picture.
    const cards = region(page, 'Before you come').getByRole('link');
    await expect(cards).toHaveCount(3);
    expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/services/fragrance-componentry',
      '/blog/bespoke-or-stock-glass',
      '/contact',
    ]);
    for (const card of await cards.all()) await expect(card.locator('img')).toHaveJSProperty('complete', true);

    await expect(region(page, 'The stand at a glance').getByRole('listitem')).toHaveCount(3);

    // Catalogue parts by reference: each opens its part's page.
    const parts = region(page, 'One bottle, its pump and its cap').getByRole('link');
    await expect(parts).toHaveCount(3);
    for (const href of await parts.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(href).toMatch(/^\/catalogue\/[a-z0-9-]+$/);

    // The quote names its client.
    await expect(page.locator('blockquote').filter({ hasText: /\w/ })).toHaveCount(1);
    await expect(page.getByText('Daniel Achebe')).toBeVisible();

    // The questions open and close by themselves.
    const questions = region(page, 'Questions buyers ask at the stand');
    const first = questions.locator('details').first();
    await expect(questions.locator('details')).toHaveCount(2);
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');

    // The brief's first question, and the call to action.
    await expect(region(page, 'What would you like us to make?').getByRole('link', { name: /^Private label/ })).toHaveAttribute(
      'href',
      '/contact?kind=private-label',
    );
    await expect(page.getByRole('link', { name: 'Book a meeting' }).last()).toHaveAttribute('href', '/contact');
  });

  test('the campaign page: a film, a gallery and the clients’ logos', async ({ page }) => {
    expect((await page.goto(campaignPagePath))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Decorated glass, from the studio to the line');
    // The video's poster leads to the film at its provider while there is no script to play it in place.
    await expect(region(page, video!.title).getByRole('link', { name: /on YouTube$/ })).toHaveAttribute('href', /youtube/);
    // The gallery's thumbnails each link to the larger image.
    await expect(
      region(page, gallery!.title)
        .getByRole('link', { name: /^View larger: / })
        .first(),
    ).toBeVisible();
    await expect(region(page, 'Brands we make for').getByRole('img').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for samples' })).toHaveAttribute('href', '/contact');
  });
});

test('with the script, the video plays in place and the gallery opens its viewer', async ({ page }) => {
  await page
    .context()
    .route(/youtube|vimeo|ytimg|googlevideo/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Player</title></html>' }),
    );
  await acceptCookiesUpFront(page);
  await gotoHydrated(page, campaignPagePath);
  await region(page, video!.title)
    .getByRole('button', { name: /^Play the film: / })
    .click();
  await expect(page.locator('iframe.video-player__frame')).toHaveAttribute(
    'title',
    new RegExp(`^${video!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  await region(page, gallery!.title)
    .getByRole('button', { name: /^View larger: / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: `${gallery!.title}: image viewer` })).toBeVisible();
});
