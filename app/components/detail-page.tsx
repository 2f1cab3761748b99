import type { ImageProps } from '../content/images.ts';
import { PageHeader, type Crumb } from './page-header.tsx';
import { UnavailableNotice } from './unavailable-notice.tsx';

export interface DetailData {
  title: string;
  intro: string | null;
  image: ImageProps | null;
  trail: Crumb[];
  unavailable: boolean;
}

/** A page found by its slug: its header, and a notice while the content service is unreachable. */
export function DetailPage({ data, children }: { data: DetailData; children?: React.ReactNode }) {
  return (
    <>
      <PageHeader title={data.title} intro={data.intro} image={data.image} trail={data.trail} />
      {data.unavailable && <UnavailableNotice />}
      {children}
    </>
  );
}
