import { useEffect, useState } from 'react';
import type { SsoDiscovery } from '@scorecard/contracts';
import { apiGet } from '../../lib/api';

const LOOKS_COMPLETE = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;
const DEBOUNCE_MS = 400;
const NONE: SsoDiscovery = { sso: false, enforced: false };

/** Answers per domain, for the page's life: typing back and forth asks once. */
const known = new Map<string, SsoDiscovery>();

/**
 * Whether the typed e-mail's domain signs in with single sign-on (`GET /api/auth/sso/discover`),
 * asked once the address looks complete and the typing has paused, while `ask` holds (the sign-in
 * dialog asks while no password is typed, and again after a 403). An answer once known is kept
 * for the domain. A failed lookup offers nothing.
 */
export function useSsoDiscovery(email: string, ask = true): SsoDiscovery {
  const trimmed = email.trim().toLowerCase();
  const domain = LOOKS_COMPLETE.test(trimmed) ? trimmed.slice(trimmed.lastIndexOf('@') + 1) : null;
  const [answer, setAnswer] = useState<{ domain: string; result: SsoDiscovery } | null>(null);

  useEffect(() => {
    if (!domain) return;
    const cached = known.get(domain);
    if (cached) {
      setAnswer({ domain, result: cached });
      return;
    }
    if (!ask) return;
    let live = true;
    const timer = window.setTimeout(() => {
      apiGet<SsoDiscovery>(`/api/auth/sso/discover?email=${encodeURIComponent(trimmed)}`).then(
        (result) => {
          known.set(domain, result);
          if (live) setAnswer({ domain, result });
        },
        () => undefined,
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [domain, trimmed, ask]);

  return domain && answer?.domain === domain ? answer.result : NONE;
}

/** Tests start from an empty cache. */
export function forgetSsoDiscoveries(): void {
  known.clear();
}
