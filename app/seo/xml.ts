/** Text safe inside XML (the sitemap and the feed): markup characters as numeric references. */
export const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
