// Stable document ids: `{prefix}-{slug}`. Build output, references and the
// content lake's URLs depend on them, so never derive them from titles.
export const id = {
  service: (slug: string) => `service-${slug}`,
  serviceCard: (slug: string) => `service-card-${slug}`,
  serviceSection: (slug: string, index: number) => `service-section-${slug}-${index + 1}`,
  portfolio: (slug: string) => `portfolio-${slug}`,
  portfolioItem: (slug: string) => `portfolio-item-${slug}`,
  post: (slug: string) => `post-${slug}`,
  author: (slug: string) => `author-${slug}`,
  faq: (slug: string) => `faq-${slug}`,
  gallery: (slug: string) => `gallery-${slug}`,
  video: (slug: string) => `video-${slug}`,
  tool: (slug: string) => `tool-${slug}`,
  page: (slug: string) => `page-${slug}`,
  testimonial: (slug: string) => `testimonial-${slug}`,
  logo: (slug: string) => `logo-${slug}`,
  exhibition: (slug: string) => `exhibition-${slug}`,
  teamMember: (slug: string) => `team-${slug}`,
  componentRange: (slug: string) => `component-range-${slug}`,
  component: (slug: string) => `component-${slug}`,
};
