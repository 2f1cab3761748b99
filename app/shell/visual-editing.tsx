import { VisualEditing, type SuspiciousStegaReport } from '@sanity/visual-editing/react-router';

/**
 * Edit markers found where they always cause a bug (an attribute, the head, a data script, a form value, the address):
 * said in the console, where the preview's browser test fails on them. The fix is `stegaClean` where the text is
 * used as a value, or leaving the field out of the encoded ones (app/sanity/client.server.ts).
 */
function reportSuspiciousStega(reports: SuspiciousStegaReport[]) {
  for (const { kind, element, attribute, cleaned } of reports) {
    // React Router's own scripts carry the loader data the page hydrates from: the same marked text the server
    // rendered, which must match. JSON-LD and every other script are checked.
    if (kind === 'script' && element instanceof HTMLScriptElement && element.type === '') continue;
    const where = element ? ` in <${element.tagName.toLowerCase()}${attribute ? ` ${attribute}` : ''}>` : '';
    console.error(`Suspicious stega (${kind})${where}, on "${cleaned?.slice(0, 60)}": an edit marker where the text is used as a value`);
  }
}

/** The Sanity Presentation overlay: click a text to open it in the Studio. Loaded only in preview. */
export default function VisualEditingOverlay() {
  return <VisualEditing onSuspiciousStega={reportSuspiciousStega} />;
}
