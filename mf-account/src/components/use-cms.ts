import { useEffect, useState } from 'react';
import { callApi, type getCmsCall, isCancelled, type ResponseOf, systemRoutes } from '@storefront/shared-kernel';

export type CmsPage = ResponseOf<typeof getCmsCall>['cms'];
export type CmsState = { status: 'loading' } | { status: 'ready'; cms: CmsPage } | { status: 'failed' };

const LOADING: CmsState = { status: 'loading' };

/** A CMS page by code (spec section 7, /system/get-cms). A new `reloadKey` fetches it again. */
export function useCms(gubun: string, reloadKey = 0): CmsState {
  const request = `${gubun}#${reloadKey}`;
  // The answer remembers which request it belongs to, so a new request reads as loading at once.
  const [result, setResult] = useState<{ request: string; state: CmsState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    callApi(systemRoutes.getCms, { gubun }, { signal: controller.signal }).then(
      (answer) => setResult({ request, state: { status: 'ready', cms: answer.cms } }),
      (error: unknown) => {
        if (!isCancelled(error)) setResult({ request, state: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [gubun, request]);
  return result?.request === request ? result.state : LOADING;
}
