// Shared by the brief's estimate cards and the thank-you page (browser code): no calculator is imported here.

/**
 * The summary as a card shows it under the calculator's title: without the name it opens with ("Cost calculator: …"),
 * which the e-mail and a pasted copy keep, so the card does not say it twice.
 */
export function summaryUnderTitle(summary: string): string {
  const colon = summary.indexOf(': ');
  return colon > 0 && colon <= 40 && !/\d/.test(summary.slice(0, colon)) ? summary.slice(colon + 2) : summary;
}
