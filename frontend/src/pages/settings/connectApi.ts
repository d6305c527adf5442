import type { ApiKey, ApiKeyScope, CreatedApiKey, Webhook, WebhookDelivery, WebhookEvent } from '@scorecard/contracts';
import { API_URL, httpClient } from '../../providers/dataProvider';

/** The API tab's calls (DESIGN decision 26). */
const json = async <T,>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> =>
  (await httpClient(`${API_URL}${path}`, { method: init.method ?? 'GET', ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}) })).json as T;

export const API_KEYS_KEY = ['api-keys'] as const;
export const WEBHOOKS_KEY = ['webhooks'] as const;
export const deliveriesKey = (webhookId: string) => ['webhooks', webhookId, 'deliveries'] as const;

export const fetchApiKeys = () => json<ApiKey[]>('/api-keys');
export const createApiKey = (body: { name: string; scope: ApiKeyScope }) => json<CreatedApiKey>('/api-keys', { method: 'POST', body });
export const revokeApiKey = (id: string) => json<ApiKey>(`/api-keys/${id}`, { method: 'DELETE' });

export const fetchWebhooks = () => json<Webhook[]>('/webhooks');
export const createWebhook = (body: { url: string; events: WebhookEvent[]; secret: string }) => json<Webhook>('/webhooks', { method: 'POST', body });
export const deleteWebhook = (id: string) => json<Webhook>(`/webhooks/${id}`, { method: 'DELETE' });
export const fetchDeliveries = (id: string) => json<WebhookDelivery[]>(`/webhooks/${id}/deliveries`);
export const resendDelivery = (id: string, deliveryId: string) => json<WebhookDelivery>(`/webhooks/${id}/deliveries/${deliveryId}/resend`, { method: 'POST', body: {} });
