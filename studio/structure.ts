import type { StructureResolver } from 'sanity/structure';
import { enquiryStatuses } from '../app/contact/brief-kinds.ts';

// Singletons open their one document directly; enquiries are listed last, by
// where they stand in the team's pipeline, newest first.
export const structure: StructureResolver = (S) => {
  const singleton = (type: string, title: string) =>
    S.listItem().title(title).id(type).child(S.document().schemaType(type).documentId(type).title(title));

  const list = (type: string, title: string) => S.documentTypeListItem(type).title(title);

  return S.list()
    .title('Content')
    .items([
      singleton('siteSettings', 'Site settings'),
      S.divider(),
      S.listItem()
        .title('Home page')
        .child(
          S.list()
            .title('Home page')
            .items([
              singleton('homePage', 'Home page texts'),
              list('aboutSection', 'About block'),
              list('serviceImage', 'Service cards'),
              list('logo', 'Client logos'),
              list('testimonial', 'Testimonials'),
              list('exhibition', 'Exhibitions'),
            ]),
        ),
      singleton('aboutPage', 'About page'),
      singleton('glassPage', 'Glass page'),
      singleton('creativePage', 'Creative page'),
      S.divider(),
      list('servicePage', 'Service pages'),
      list('serviceSection', 'Service sections'),
      list('portfolioBrand', 'Portfolio cases'),
      list('portfolioItem', 'Portfolio projects'),
      S.divider(),
      list('post', 'Blog posts'),
      list('author', 'Authors'),
      list('teamMember', 'People'),
      list('gallery', 'Galleries'),
      list('video', 'Videos'),
      list('faqItem', 'FAQ'),
      list('tool', 'Tools'),
      list('page', 'Pages and policies'),
      list('redirect', 'Redirects'),
      list('certificate', 'Certificates'),
      list('componentRange', 'Component ranges'),
      list('component', 'Components'),
      S.divider(),
      S.listItem()
        .title('Enquiries')
        .id('enquiries')
        .child(
          S.list()
            .title('Enquiries')
            .items([
              ...enquiryStatuses.map(({ value, title }) =>
                S.listItem()
                  .title(title)
                  .id(`enquiries-${value}`)
                  .child(
                    S.documentList()
                      .title(`${title} enquiries`)
                      .schemaType('enquiry')
                      // The website writes no status: an enquiry without one is new.
                      .filter(
                        value === 'new'
                          ? '_type == "enquiry" && (!defined(status) || status == "new")'
                          : '_type == "enquiry" && status == $status',
                      )
                      .params({ status: value })
                      .defaultOrdering([{ field: 'submittedAt', direction: 'desc' }]),
                  ),
              ),
              S.divider(),
              S.listItem()
                .title('All enquiries')
                .id('enquiries-all')
                .child(
                  S.documentTypeList('enquiry')
                    .title('All enquiries')
                    .defaultOrdering([{ field: 'submittedAt', direction: 'desc' }]),
                ),
            ]),
        ),
    ]);
};
