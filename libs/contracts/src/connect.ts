/** DESIGN decision 26 (Connected): API keys, webhooks and live updates, shared by server and screens. */

export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** An API key as listed; the key itself is answered only once, by the create call. */
export interface ApiKey {
  id: string;
  name: string;
  scope: ApiKeyScope;
  createdAt: string;
  lastUsedAt: string | null;
}

/** `POST /api/api-keys` answers the key (`sk_…`) this once. */
export interface CreatedApiKey extends Omit<ApiKey, 'lastUsedAt'> {
  key: string;
}

export const WEBHOOK_EVENTS = ['result.recorded', 'period.locked', 'request.created', 'request.status_changed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** A webhook endpoint; its secret is never answered back. */
export interface Webhook {
  id: string;
  url: string;
  events: WebhookEvent[];
  createdAt: string;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event for one endpoint, and what the endpoint answered at the last attempt. */
export interface WebhookDelivery {
  id: string;
  webhookId: string;
  event: WebhookEvent;
  entityId: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  statusCode: number | null;
  error: string | null;
  occurredAt: string;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
}

/** The body a webhook receives (signed with `X-Scorecard-Signature: sha256=<hex>`). */
export interface WebhookPayload {
  event: WebhookEvent;
  id: string;
  organizationId: string;
  occurredAt: string;
  data: Record<string, unknown>;
}

export const WEBHOOK_SIGNATURE_HEADER = 'X-Scorecard-Signature';

/** What `GET /api/events` streams: something of this kind changed. */
export type LiveEntity = 'result' | 'notification' | 'request';
export interface LiveEvent {
  type: string;
  entity: LiveEntity;
  id: string;
}

export const CONNECT_MESSAGES = {
  invalidKey: 'This API key is not valid',
  readOnlyKey: 'This API key can only read',
  privateUrl: 'Webhook URLs must not point to a private, loopback or link-local address',
  badUrl: 'Webhook URL must be an http or https URL',
  unresolvableUrl: "Webhook URL's host could not be resolved",
  webhookNotFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
};
