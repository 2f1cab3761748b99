/**
 * The component catalogue's loaders (issue 38): the filtered list, a part's
 * page, a comparison, and the shortlist with the form that changes it. The
 * list reads the whole catalogue in one query and filters it here
 * (catalogue.ts), so a filtered address costs one content read and keeps
 * nothing per address; it is rendered for each request (a query string is
 * never kept in the page store).
 */
import { parseCookie, stringifySetCookie } from 'cookie';
import { data, redirect } from 'react-router';
import { siteConfig } from '../env.server.ts';
import { contentAvailability } from '../request.server.ts';
import { keptQuery, queryOr, requireDocument, type QueryResult } from '../sanity/fetch.server.ts';
import { image } from '../sanity/image.server.ts';
import { catalogueQuery, catalogueVersionQuery, componentQuery, componentsBySlugQuery } from '../sanity/queries.ts';
import { productJsonLd } from '../seo/json-ld.ts';
import { seoData } from '../seo/seo.server.ts';
import { titleFromSlug } from '../ui/format.ts';
import { minimumOrder, type QuickFacts } from '../pages/service-facts.ts';
import { cataloguePath, catalogueRangesPath, documentPath, landingPages, privateLabelPath, shortlistPath } from '../urls.ts';
import { facetChoices, readFilters, viewCatalogue, describeFilters, type Part, type PartCard } from './catalogue.ts';
import { decorations, labelOf, materials, neckFinishes, partTypes } from './parts.ts';
import { cleanSlugs, MAX_COMPARE, MAX_SHORTLIST, readShortlist, SHORTLIST_COOKIE, writeShortlist } from './shortlist.ts';

type CardRow = NonNullable<QueryResult<typeof componentsBySlugQuery>[number]>;

const CARD_SIZES = '(min-width: 64rem) 15rem, (min-width: 40rem) 30vw, 45vw';

/** A part from its query row, or null when a draft lacks what a card needs. */
function partOf(row: CardRow | null | undefined): Part | null {
  if (!row?.slug || !row.name || !row.code || !row.partType) return null;
  return {
    slug: row.slug,
    code: row.code,
    name: row.name,
    partType: row.partType,
    range: row.range?.slug && row.range.name ? { slug: row.range.slug, name: row.range.name } : null,
    capacityMl: row.capacityMl ?? null,
    heightMm: row.heightMm ?? null,
    diameterMm: row.diameterMm ?? null,
    weightG: row.weightG ?? null,
    neckFinish: row.neckFinish ?? null,
    material: row.material ?? null,
    finish: row.finish ?? null,
    recycledContent: row.recycledContent ?? 0,
    minimumOrder: row.minimumOrder ?? null,
    decorationOptions: (row.decorationOptions ?? []).filter((value): value is string => typeof value === 'string'),
  };
}

const cardImage = (value: CardRow['image'] | undefined) => image(value, { width: 400, height: 500, sizes: CARD_SIZES });

/** A part with its picture, as a card shows it. */
function partCard(row: CardRow | null | undefined): PartCard | null {
  const part = partOf(row);
  return part ? { ...part, image: cardImage(row?.image) } : null;
}

/** Parts as cards, in the order given; those a card cannot show (a draft, a reference whose part is gone) left out. */
export const partCards = (rows: readonly (CardRow | null | undefined)[] | null | undefined) =>
  (rows ?? []).flatMap((row) => {
    const card = partCard(row);
    return card ? [card] : [];
  });

type Catalogue = {
  parts: Part[];
  /** Each part's picture as the content has it: made into a card's image only for the page of parts shown. */
  images: Map<string, CardRow['image']>;
  ranges: { slug: string; name: string; description: string | null }[];
};

/** The catalogue as read from a kept answer, kept beside it: the same answer is not read again for every address. */
const readAnswers = new WeakMap<object, Catalogue>();

function readCatalogue(found: QueryResult<typeof catalogueQuery> | null): Catalogue {
  const held = found && readAnswers.get(found);
  if (held) return held;
  const rows = (found?.parts ?? []).flatMap((row) => {
    const part = partOf(row);
    return part ? [{ part, image: row?.image }] : [];
  });
  const read: Catalogue = {
    parts: rows.map((row) => row.part),
    images: new Map(rows.map((row) => [row.part.slug, row.image])),
    ranges: (found?.ranges ?? []).flatMap((range) =>
      range?.slug && range.name ? [{ slug: range.slug, name: range.name, description: range.description ?? null }] : [],
    ),
  };
  if (found) readAnswers.set(found, read);
  return read;
}

/** The catalogue and its ranges; empty when the content service fails (the page says so, with a 503). */
async function catalogue(): Promise<Catalogue> {
  const answer = await keptQuery('catalogue', catalogueQuery, catalogueVersionQuery);
  return readCatalogue(answer.ok ? answer.data : null);
}

/** /catalogue?…: one page of the parts the address's filters choose, with the filters' counts and what could not be used. */
export async function loadCatalogue(request: Request) {
  const { value: all, unavailable } = await contentAvailability(catalogue);
  const choices = facetChoices(all.ranges);
  const { filters, notices, refused } = readFilters(new URL(request.url).searchParams, choices);
  const { items, ...view } = viewCatalogue(all.parts, filters, choices);
  const status = unavailable ? 503 : refused ? 400 : 200;
  return data(
    {
      filters,
      notices,
      view: { ...view, items: items.map((part): PartCard => ({ ...part, image: cardImage(all.images.get(part.slug)) })) },
      described: describeFilters(filters, choices),
      // The ranges the list is narrowed to, with their descriptions (a glass or service page's link lands here).
      ranges: all.ranges.filter((range) => filters.ranges.includes(range.slug)),
      unavailable,
    },
    { status },
  );
}

/** A part's specification as rows of a table (its page, the comparison, the print sheet): label, then value in words. */
export function specification(part: Part): { label: string; value: string }[] {
  const number = (value: number | null, unit: string) => (value === null ? null : `${value.toLocaleString('en-GB')} ${unit}`);
  const rows: [string, string | null][] = [
    ['Code', part.code],
    ['Kind of part', labelOf(partTypes, part.partType)],
    ['Range', part.range?.name ?? null],
    ['Capacity', number(part.capacityMl, 'ml')],
    ['Height', number(part.heightMm, 'mm')],
    ['Diameter or width', number(part.diameterMm, 'mm')],
    ['Weight', number(part.weightG, 'g')],
    ['Neck finish', part.neckFinish ? labelOf(neckFinishes, part.neckFinish) : null],
    ['Material', part.material ? labelOf(materials, part.material) : null],
    ['Colour or finish', part.finish],
    ['Recycled content', `${part.recycledContent} %`],
    ['Minimum order', part.minimumOrder === null ? null : `${part.minimumOrder.toLocaleString('en-GB')} units, bought alone`],
    ['Decoration', part.decorationOptions.length ? part.decorationOptions.map((value) => labelOf(decorations, value)).join(', ') : null],
  ];
  return rows.map(([label, value]) => ({ label, value: value ?? '—' }));
}

/**
 * A private label run draws its parts from the stock the company holds, so it starts from that service's minimum, not
 * from the part's (issue 52: "from 500 units" beside pumps sold by 5,000 is not a contradiction once it says so). Said
 * for a part the service uses (its neck finishes, a bottle within its sizes), from the service's own quick facts.
 */
export function heldStock(
  part: Part,
  service: { title?: string | null; quickFacts?: QuickFacts | null } | null | undefined,
): { minimum: string; service: string; path: string } | null {
  const facts = service?.quickFacts;
  const minimum = minimumOrder(facts);
  if (!minimum || !service?.title || !part.neckFinish) return null;
  // The quick facts are typeset ("FEA 15" with a no-break space): compared as words.
  const words = (text: string) => text.replace(/\s+/g, ' ').trim();
  const neck = words(labelOf(neckFinishes, part.neckFinish));
  if (!(facts?.neckFinishes ?? []).some((finish) => words(finish) === neck)) return null;
  const { minMl, maxMl } = facts?.sizeRange ?? {};
  if (part.capacityMl !== null && ((minMl != null && part.capacityMl < minMl) || (maxMl != null && part.capacityMl > maxMl))) return null;
  const basis = facts?.minimumOrder?.basis?.trim();
  return { minimum: basis ? `${minimum} ${basis}` : minimum, service: service.title, path: privateLabelPath };
}

/** /catalogue/{slug}: a part, its images, what fits it (listed on it or listing it), and the rest of its range. */
export async function loadPart(slug: string) {
  const path = documentPath({ _type: 'component', slug });
  const { content, unavailable } = await requireDocument(`component ${slug}`, componentQuery, {
    slug,
    privateLabel: landingPages[privateLabelPath]!,
  });
  // The part's own figures: its pictures are made below at the page's size, not a card's.
  const card = partOf(content);
  const name = card?.name ?? titleFromSlug(slug);
  const range = content?.range?.slug && content.range.name ? { slug: content.range.slug, name: content.range.name } : null;
  const trail = [
    { name: 'Home', path: '/' },
    { name: 'Catalogue', path: cataloguePath },
    ...(range ? [{ name: range.name, path: catalogueRangesPath([range.slug]) }] : []),
    { name, path },
  ];
  const fits = [...partCards(content?.fits), ...partCards(content?.fittedBy)].filter(
    (fit, index, all) => fit.slug !== slug && all.findIndex((other) => other.slug === fit.slug) === index,
  );
  const images = (content?.images ?? []).flatMap((item, index) => {
    const props = image(item, { width: 900, height: 1125, sizes: index === 0 ? '(min-width: 64rem) 40vw, 100vw' : '6rem' });
    return props ? [{ key: item?._key ?? String(index), image: props }] : [];
  });
  const { siteUrl } = siteConfig();
  return data(
    {
      path,
      url: `${siteUrl}${path}`,
      trail,
      unavailable,
      seo: seoData(null, card ? `${card.name} (${card.code})` : name, content?.description),
      part: card,
      description: content?.description ?? null,
      images,
      range: content?.range?.slug
        ? { slug: content.range.slug, name: content.range.name ?? '', description: content.range.description ?? null }
        : null,
      specification: card ? specification(card) : [],
      heldStock: card ? heldStock(card, content?.privateLabel) : null,
      fits,
      rangeParts: partCards(content?.rangeParts),
      jsonLd: card
        ? productJsonLd(siteUrl, {
            path,
            name: card.name,
            code: card.code,
            description: content?.description ?? null,
            images: images.map((item) => item.image.src),
            material: card.material ? labelOf(materials, card.material) : null,
            colour: card.finish,
            heightMm: card.heightMm,
            diameterMm: card.diameterMm,
            weightG: card.weightG,
            properties: [
              { name: 'Kind of part', value: labelOf(partTypes, card.partType) },
              ...(card.capacityMl !== null ? [{ name: 'Capacity', value: card.capacityMl, unitCode: 'MLT' }] : []),
              ...(card.neckFinish ? [{ name: 'Neck finish', value: labelOf(neckFinishes, card.neckFinish) }] : []),
              { name: 'Recycled content', value: card.recycledContent, unitCode: 'P1' },
              ...(card.minimumOrder !== null ? [{ name: 'Minimum order', value: card.minimumOrder, unitCode: 'C62' }] : []),
            ],
          })
        : null,
    },
    { status: unavailable ? 503 : 200 },
  );
}

/** Parts by slug, in the order asked; unknown slugs left out. */
export async function partsBySlug(slugs: string[]): Promise<{ parts: PartCard[]; unavailable: boolean }> {
  if (!slugs.length) return { parts: [], unavailable: false };
  const { value: rows, unavailable } = await contentAvailability(() =>
    queryOr('components by slug', componentsBySlugQuery, { slugs }, null),
  );
  const found = partCards(rows ?? []);
  return { parts: slugs.flatMap((slug) => found.filter((part) => part.slug === slug)), unavailable };
}

/** /catalogue/compare?part=…: up to four parts side by side; more, or unknown ones, are named and left out. */
export async function loadCompare(request: Request) {
  const asked = new URL(request.url).searchParams.getAll('part');
  const slugs = cleanSlugs(asked, 50);
  const { parts, unavailable } = await partsBySlug(slugs.slice(0, MAX_COMPARE));
  const notices: string[] = [];
  if (slugs.length > MAX_COMPARE)
    notices.push(`Up to ${MAX_COMPARE} parts compare side by side: the first ${MAX_COMPARE} you chose are shown.`);
  const missing =
    asked.length - slugs.length + slugs.slice(0, MAX_COMPARE).filter((slug) => !parts.some((part) => part.slug === slug)).length;
  if (missing > 0 && !unavailable)
    notices.push(
      `${missing === 1 ? 'One part' : `${missing} parts`} in this address ${missing === 1 ? 'is' : 'are'} not in the catalogue.`,
    );
  return data(
    { parts: parts.map((part) => ({ ...part, specification: specification(part) })), notices, unavailable },
    { status: unavailable ? 503 : asked.length > 50 ? 400 : 200 },
  );
}

/** The shortlist cookie: for the whole site, so the page's script and /contact read it; a year, as a buyer's project runs. */
const shortlistCookie = (slugs: string[]) =>
  stringifySetCookie({
    name: SHORTLIST_COOKIE,
    value: writeShortlist(slugs),
    path: '/',
    maxAge: slugs.length ? 365 * 24 * 60 * 60 : 0,
    sameSite: 'lax',
    secure: siteConfig().httpsOnly,
  });

const cookieShortlist = (request: Request) => readShortlist(parseCookie(request.headers.get('cookie') ?? '')[SHORTLIST_COOKIE]);

/** /catalogue/shortlist: the parts on this device's shortlist. */
export async function loadShortlist(request: Request) {
  const slugs = cookieShortlist(request);
  const { parts, unavailable } = await partsBySlug(slugs);
  return data({ parts, unavailable }, { status: unavailable ? 503 : 200, headers: { 'Cache-Control': 'private, no-store' } });
}

/**
 * Where a shortlist form sends the buyer back to: the page of the catalogue it was sent from (nothing else), saying
 * which part was added or taken off (`?shortlisted=` or `?unlisted=`), so the page can say so without JavaScript.
 * The words are the same for every visitor, so the page may still be cached.
 */
function returnAddress(value: FormDataEntryValue | null, change: 'shortlisted' | 'unlisted' | null, slug: string | undefined): string {
  const text = typeof value === 'string' ? value : '';
  const safe =
    text.startsWith(`${cataloguePath}`) && !text.startsWith('//') && !/[\\\s]/.test(text) && text.length < 1000 ? text : shortlistPath;
  const url = new URL(safe, 'http://site');
  url.searchParams.delete('shortlisted');
  url.searchParams.delete('unlisted');
  if (change && slug && url.pathname !== shortlistPath) url.searchParams.set(change, slug);
  return `${url.pathname}${url.search}`;
}

type ShortlistChange =
  | { ok: true; shortlist: string[]; change: 'shortlisted' | 'unlisted' | null; slug: string | undefined; form: FormData }
  | { ok: false; status: number; error: string; shortlist: string[] };

/** Adds a part to the shortlist, takes one off, or empties it: only a part the catalogue has is added. */
async function changeShortlist(request: Request): Promise<ShortlistChange> {
  let shortlist = cookieShortlist(request);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, status: 400, error: 'That form could not be read.', shortlist };
  }
  const intent = form.get('intent');
  const [slug] = cleanSlugs([String(form.get('part') ?? '')], 1);
  if (intent === 'add' && slug) {
    const { parts } = await partsBySlug([slug]);
    if (!parts.length) return { ok: false, status: 400, error: 'That part is not in the catalogue.', shortlist };
    if (!shortlist.includes(slug) && shortlist.length >= MAX_SHORTLIST) {
      return {
        ok: false,
        status: 409,
        error: `Your shortlist holds ${MAX_SHORTLIST} parts: take one off before adding another.`,
        shortlist,
      };
    }
    if (!shortlist.includes(slug)) shortlist = [...shortlist, slug];
  } else if (intent === 'remove' && slug) {
    shortlist = shortlist.filter((item) => item !== slug);
  } else if (intent === 'clear') {
    shortlist = [];
  } else {
    return { ok: false, status: 400, error: 'Choose a part to add or remove.', shortlist };
  }
  const change = intent === 'add' ? 'shortlisted' : intent === 'remove' ? 'unlisted' : null;
  return { ok: true, shortlist, change, slug, form };
}

const changedHeaders = (shortlist: string[]) => ({ 'Set-Cookie': shortlistCookie(shortlist), 'Cache-Control': 'private, no-store' });

/** The shortlist form's post (without JavaScript): back to the page it was sent from (303), or the shortlist page saying what went wrong. */
export async function shortlistAction(request: Request) {
  const changed = await changeShortlist(request);
  if (!changed.ok) return data({ error: changed.error }, { status: changed.status, headers: { 'Cache-Control': 'private, no-store' } });
  return redirect(returnAddress(changed.form.get('returnTo'), changed.change, changed.slug), {
    status: 303,
    headers: changedHeaders(changed.shortlist),
  });
}

/** POST /api/shortlist: the same change for the page's script, answered as JSON `{error, shortlist}` so the page stays. */
export async function shortlistAnswer(request: Request): Promise<Response> {
  const changed = await changeShortlist(request);
  if (!changed.ok)
    return Response.json(
      { error: changed.error, shortlist: changed.shortlist },
      { status: changed.status, headers: { 'Cache-Control': 'no-store' } },
    );
  return Response.json({ error: null, shortlist: changed.shortlist }, { headers: changedHeaders(changed.shortlist) });
}
