import {
  PortableText,
  toPlainText,
  type PortableTextComponentProps,
  type PortableTextBlock,
  type PortableTextComponents,
} from '@portabletext/react';
import { Link } from 'react-router';
import { headingId, type ImageBlock, type RichTextBlock } from './portable-text.ts';
import { ResponsiveImage } from './responsive-image.tsx';

function heading(Tag: 'h2' | 'h3' | 'h4') {
  return ({ children, value }: PortableTextComponentProps<PortableTextBlock>) => <Tag id={headingId(toPlainText(value))}>{children}</Tag>;
}

const components: PortableTextComponents = {
  block: {
    h2: heading('h2'),
    h3: heading('h3'),
    h4: heading('h4'),
    blockquote: ({ children }) => <blockquote className="rich-text__quote">{children}</blockquote>,
  },
  marks: {
    link: ({ children, value }) => {
      const href: string = value?.href ?? '#';
      if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
      const newTab = Boolean(value?.openInNewTab);
      return (
        <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : /^https?:/.test(href) ? { rel: 'noopener' } : {})}>
          {children}
          {newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
        </a>
      );
    },
  },
  types: {
    image: ({ value }: { value: ImageBlock }) =>
      value.props ? (
        <figure className="rich-text__figure">
          <ResponsiveImage image={{ ...value.props, alt: value.alt ?? value.props.alt }} />
          {value.caption && <figcaption>{value.caption}</figcaption>}
        </figure>
      ) : null,
  },
};

/** Portable Text as the site sets it: headings with anchors, lists, links, quotes, images with captions. */
export function RichText({ value, className = 'rich-text' }: { value: RichTextBlock[] | null | undefined; className?: string }) {
  if (!value || value.length === 0) return null;
  return (
    <div className={className}>
      <PortableText value={value as never} components={components} />
    </div>
  );
}
