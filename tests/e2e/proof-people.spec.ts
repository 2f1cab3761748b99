/** Issue 37, "The proof a buyer checks before writing": named people, case outcomes and testimonials that lead to the work. */
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { acceptCookiesUpFront } from './support/browser.ts';
import { documentsOf } from './support/content.ts';
import { initials } from '../../app/ui/initials.ts';

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page);
});

interface TeamMemberDoc {
  name: string;
  role: string;
  answersEnquiries?: boolean;
  email?: string;
  photo?: unknown;
}
interface CaseDoc {
  _id: string;
  name: string;
  slug: { current: string };
  outcomes?: { figure: string; counts: string }[];
  clientQuote?: { quote: string; name: string; role?: string };
}
interface TestimonialDoc {
  name: string;
  company?: string;
  image?: unknown;
  case?: { _ref: string };
}

const team = documentsOf('teamMember') as unknown as TeamMemberDoc[];
const cases = documentsOf('portfolioBrand') as unknown as CaseDoc[];
const testimonials = documentsOf('testimonial') as unknown as TestimonialDoc[];
const logoNames = new Set(documentsOf('logo').map((logo) => String(logo.name).toLowerCase()));

const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

test('/about introduces the team with their roles, in display order, each with their photo or else their initials', async ({ page }) => {
  expect(team.length).toBeGreaterThanOrEqual(5);
  await page.goto('/about');
  const people = region(page, 'The people you will work with');
  const names = people.getByRole('heading', { level: 3 });
  await expect(names).toHaveText(team.map((person) => person.name));
  for (const person of team) {
    const card = people.getByRole('article').filter({ has: page.getByRole('heading', { name: person.name }) });
    await expect(card).toContainText(person.role);
    // The demo has no photographs of its (invented) people, and draws no faces (decision 0036): their initials stand in.
    if (!person.photo) {
      await expect(card.locator('.person__photo--monogram')).toHaveText(initials(person.name));
      continue;
    }
    const photo = card.getByRole('img');
    await expect(photo).toHaveAttribute('alt', new RegExp(person.name));
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await expectNoViolations(page, { include: '.people', label: '/about people' });
});

test('/contact names who will reply, with the reply time and visits by appointment', async ({ page }) => {
  const repliers = team.filter((person) => person.answersEnquiries);
  expect(repliers.length).toBeGreaterThan(0);
  await page.goto('/contact');
  const section = region(page, 'Who will reply');
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(repliers.map((person) => person.name));
  for (const person of repliers) {
    await expect(section).toContainText(person.role);
    if (person.email) await expect(section.getByRole('link', { name: person.email })).toHaveAttribute('href', `mailto:${person.email}`);
  }
  // Only those who answer enquiries.
  for (const person of team.filter((member) => !member.answersEnquiries)) await expect(section).not.toContainText(person.name);
  await expect(section).toContainText(/within two working days/);
  await expect(section).toContainText(/by appointment/);
  await expectNoViolations(page, { include: '.repliers', label: '/contact who will reply' });
});

test('a case page shows its results in figures and its client quote, attributed', async ({ page }) => {
  const withQuote = cases.find((c) => c.clientQuote && c.outcomes?.length)!;
  await page.goto(`/portfolio/${withQuote.slug.current}`);
  const figures = region(page, 'Results in figures');
  const items = figures.getByRole('listitem');
  await expect(items).toHaveCount(withQuote.outcomes!.length);
  for (const [index, outcome] of withQuote.outcomes!.entries()) {
    await expect(items.nth(index)).toHaveText(`${outcome.figure} ${outcome.counts}`);
  }
  const quote = region(page, `What ${withQuote.name} says`);
  await expect(quote.locator('blockquote')).toHaveText(withQuote.clientQuote!.quote);
  await expect(quote.locator('figcaption cite')).toHaveText(withQuote.clientQuote!.name);
  if (withQuote.clientQuote!.role) await expect(quote.locator('figcaption')).toContainText(withQuote.clientQuote!.role);
  await expectNoViolations(page, { include: '.case-outcomes', label: 'case outcomes' });
  await expectNoViolations(page, { include: '.case-quote', label: 'case quote' });
});

test('a case without a quote or figures (a real house) shows no empty quote and no empty figures', async ({ page }) => {
  const withoutQuote = cases.find((c) => !c.clientQuote && !c.outcomes?.length);
  test.skip(!withoutQuote, 'every case has a quote');
  await page.goto(`/portfolio/${withoutQuote!.slug.current}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(region(page, 'Results in figures')).toHaveCount(0);
  await expect(page.locator('.case-quote')).toHaveCount(0);
});

test('each case card on /portfolio carries its first outcome as one line', async ({ page }) => {
  await page.goto('/portfolio');
  for (const c of cases.filter((item) => item.outcomes?.length)) {
    const card = page.locator(`a.portfolio-card[href="/portfolio/${c.slug.current}"]`);
    await expect(card.locator('.portfolio-card__outcome')).toHaveText(`${c.outcomes![0]!.figure} ${c.outcomes![0]!.counts}`);
  }
});

test('home testimonials: one about a case links to it; without a portrait, a logo or initials, never "No Image"', async ({ page }) => {
  await page.goto('/');
  const section = region(page, 'What Our Clients Say');
  const cards = section.locator('.testimonial');
  await expect(cards).toHaveCount(testimonials.length);
  await expect(section.getByText('No Image', { exact: true })).toHaveCount(0);

  const linked = testimonials.filter((t) => t.case);
  expect(linked.length).toBeGreaterThan(0);
  for (const t of linked) {
    const target = cases.find((c) => c._id === t.case!._ref)!;
    const card = cards.filter({ hasText: t.name });
    await expect(card.getByRole('link', { name: `See the ${target.name} case` })).toHaveAttribute(
      'href',
      `/portfolio/${target.slug.current}`,
    );
  }

  const withoutPortrait = testimonials.filter((t) => !t.image);
  expect(withoutPortrait.length).toBeGreaterThan(0);
  for (const t of withoutPortrait) {
    const card = cards.filter({ hasText: t.name });
    if (t.company && logoNames.has(t.company.toLowerCase())) {
      const logo = card.locator('.testimonial__image--logo img');
      await expect(logo).toHaveCount(1);
      await logo.scrollIntoViewIfNeeded();
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    } else {
      // Initials of the company, and no picture standing in for a face.
      await expect(card.locator('.testimonial__image--monogram')).toHaveText(/^[A-Z]{1,2}$/);
      await expect(card.locator('figure img')).toHaveCount(0);
    }
  }
  await expectNoViolations(page, { include: '.testimonials', label: 'home testimonials' });
});

test("a post's author card names the author, with their photo or else their initials", async ({ page }) => {
  const post = documentsOf('post').find((doc) => !doc._id.startsWith('drafts.') && doc.author) as unknown as {
    slug: { current: string };
    author: { _ref: string };
  };
  const author = documentsOf('author').find((doc) => doc._id === post.author._ref) as unknown as { name: string; image?: unknown };
  await page.goto(`/blog/${post.slug.current}`);
  const card = page.getByRole('complementary', { name: 'About the author' });
  await expect(card).toContainText(author.name);
  if (author.image) await expect(card.getByRole('img', { name: `Portrait of ${author.name}` })).toBeVisible();
  else await expect(card.locator('.author-card__image--monogram')).toHaveText(initials(author.name));
});
