import { VisualEditing } from '@sanity/visual-editing/react-router';

/** The Sanity Presentation overlay: click a text to open it in the Studio. Loaded only in preview. */
export default function VisualEditingOverlay() {
  return <VisualEditing />;
}
