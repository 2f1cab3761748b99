import { describe, expect, it } from 'vitest';
import { fileUrl } from './files.ts';

const sha1 = '23c3bf0b44356f0dc92909a34eeb79e93cd9cacc';

describe('fileUrl', () => {
  it("builds Sanity's CDN address from the asset id", () => {
    expect(
      fileUrl(
        { _id: `file-${sha1}-pdf`, extension: 'pdf' },
        { projectId: 'abc123', dataset: 'production', baseUrl: 'https://cdn.sanity.io' },
      ),
    ).toBe(`https://cdn.sanity.io/files/abc123/production/${sha1}.pdf`);
  });

  it("the embedded lake's under the site's own origin", () => {
    expect(fileUrl({ _id: `file-${sha1}-pdf` }, { projectId: 'local', dataset: 'production', baseUrl: '/' })).toBe(
      `/files/local/production/${sha1}.pdf`,
    );
  });

  it('gives nothing for no asset or an image asset', () => {
    expect(fileUrl(null, { projectId: 'local', dataset: 'production', baseUrl: '/' })).toBeNull();
    expect(fileUrl({ _id: `image-${sha1}-100x100-jpg` }, { projectId: 'local', dataset: 'production', baseUrl: '/' })).toBeNull();
  });
});
