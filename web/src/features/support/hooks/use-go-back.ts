import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Back to the previous entry of this app's history, else to `fallback`. React Router keys the
 * entry a visit started on "default": going back from there would leave the app.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const hasHistory = useLocation().key !== 'default';
  return useCallback(() => {
    if (hasHistory) navigate(-1);
    else navigate(fallback);
  }, [navigate, hasHistory, fallback]);
}
