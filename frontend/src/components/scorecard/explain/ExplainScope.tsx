import { createContext, useContext, type ReactNode } from 'react';

/** Where the scores on screen come from: the function and the view of the scorecard (the explain call's parameters). */
export interface ExplainScopeValue {
  functionId: string | null;
  params: Record<string, string>;
}

const ExplainScopeContext = createContext<ExplainScopeValue | null>(null);

/** Set by a scorecard screen around its scores, so each ExplainButton knows what to ask. */
export function ExplainScope({ value, children }: { value: ExplainScopeValue; children: ReactNode }) {
  return <ExplainScopeContext.Provider value={value}>{children}</ExplainScopeContext.Provider>;
}

export function useExplainScope(): ExplainScopeValue | null {
  return useContext(ExplainScopeContext);
}
