import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/**
 * While a route's code or data loads: a thin bar along the top and a spinner,
 * announced to screen readers. Shown only after 150 ms, so quick navigations
 * do not flicker.
 */
export function PendingIndicator() {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && !navigation.formMethod;
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setShown(true), 150);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [loading]);

  return (
    <div role="status" aria-live="polite" className="visually-hidden-container">
      {shown && (
        <>
          <div className="pending-bar" aria-hidden="true" />
          <div className="pending-spinner" aria-hidden="true" />
          <span className="visually-hidden">Loading</span>
        </>
      )}
    </div>
  );
}
