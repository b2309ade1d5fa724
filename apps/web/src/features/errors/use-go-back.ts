import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** One step back; a page opened directly (first history entry) has no "back", so it goes home. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') void navigate('/');
    else void navigate(-1);
  }, [key, navigate]);
}
