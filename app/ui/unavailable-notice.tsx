/** Said on a page rendered while the content service could not be reached. */
export function UnavailableNotice() {
  return (
    <div className="container section">
      <p className="lead" role="status">
        This page’s full content is briefly unavailable. Please try again in a moment, or <a href="/contact">contact us</a> directly.
      </p>
    </div>
  );
}
