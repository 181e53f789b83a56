import { useNavigate } from 'react-router-dom';
import { resetUserInfo, useEvent } from '@storefront/shared-kernel';

/**
 * Spec section 8: when the server refuses the token (the API client has already removed it), the
 * buyer becomes a guest and is sent home, silently.
 */
export function useSessionExpiry(): void {
  const navigate = useNavigate();
  useEvent('session/expired', () => {
    resetUserInfo();
    navigate('/', { replace: true });
  });
}
